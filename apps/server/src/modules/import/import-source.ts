import fs from 'node:fs';
import { Readable } from 'node:stream';

/** An uploaded export: a path on disk (the CLI, a multipart temp file) or bytes in memory. */
export type ImportSource = string | Buffer;

const READ_CHUNK_BYTES = 256 * 1024;

/** The bytes of the source as a stream, read chunk by chunk: a large file is never whole in memory. */
export function openByteStream(source: ImportSource): Readable {
  if (typeof source === 'string') {
    return fs.createReadStream(source, { highWaterMark: READ_CHUNK_BYTES });
  }
  // Readable.from(buffer) would iterate byte by byte; slices keep it chunked and copy nothing.
  const chunks: Buffer[] = [];
  for (let at = 0; at < source.length; at += READ_CHUNK_BYTES) {
    chunks.push(source.subarray(at, at + READ_CHUNK_BYTES));
  }
  return Readable.from(chunks, { objectMode: false });
}

/** The first bytes of the source, to recognise files that are not text at all. */
export async function readHead(source: ImportSource, length: number): Promise<Buffer> {
  if (typeof source !== 'string') return source.subarray(0, length);
  const handle = await fs.promises.open(source, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
