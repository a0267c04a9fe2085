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

const LINE_FEED = 0x0a;

/**
 * The number of lines of the source, a last one without a line feed included, read chunk
 * by chunk: the progress of an import is told against it, and a count costs little beside
 * the import (docs/performance.md#counting-an-exports-lines). A UTF-16 line feed holds the
 * same byte.
 */
export async function countLines(source: ImportSource): Promise<number> {
  let feeds = 0;
  let endsWithFeed = true;
  for await (const chunk of openByteStream(source)) {
    const bytes = chunk as Buffer;
    for (let at = bytes.indexOf(LINE_FEED); at !== -1; at = bytes.indexOf(LINE_FEED, at + 1)) {
      feeds++;
    }
    if (bytes.length > 0) endsWithFeed = bytes[bytes.length - 1] === LINE_FEED;
  }
  return endsWithFeed ? feeds : feeds + 1;
}
