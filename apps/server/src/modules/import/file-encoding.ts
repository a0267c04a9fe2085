import { type ImportSource, openByteStream } from './import-source';

export type FileEncoding = 'utf-8' | 'windows-1252';

/**
 * docs/product/import.md#file-shape: valid UTF-8 (with or without BOM) is UTF-8, anything
 * else is Windows-1252, Oxygène's usual encoding. Windows-1252 text with accents is
 * almost never valid UTF-8 by chance (an accented letter followed by a plain one is an
 * invalid sequence), so the check is reliable on real exports.
 *
 * One streaming pass with a fatal decoder in stream mode: a sequence cut between two
 * chunks is still judged whole, and the file is never held as one string. It stops at
 * the first invalid byte.
 */
export async function detectEncoding(source: ImportSource): Promise<FileEncoding> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const stream = openByteStream(source);
  try {
    for await (const chunk of stream) {
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return 'utf-8';
  } catch (error) {
    if (error instanceof TypeError) return 'windows-1252';
    throw error;
  } finally {
    stream.destroy();
  }
}
