import { type ImportSource, openByteStream, readHead } from './import-source';

type Utf16Encoding = 'utf-16le' | 'utf-16be';
export type FileEncoding = 'utf-8' | 'windows-1252' | Utf16Encoding;

export const isUtf16 = (encoding: FileEncoding): encoding is Utf16Encoding =>
  encoding === 'utf-16le' || encoding === 'utf-16be';

/**
 * Code units looked at for UTF-16 without a byte order mark: the start of the header line,
 * column codes in ASCII or Latin letters ("Désignation").
 */
const UTF16_SNIFF_UNITS = 32;

/**
 * UTF-16 by its byte order mark, or, without one, by the zero high byte that UTF-16 gives
 * every ASCII and Latin-1 character: each of the first code units has one zero byte, on
 * the same side, and one non-zero byte. UTF-8 and Windows-1252 text holds no zero byte at
 * all, and binary data almost never that regular a pattern.
 */
function utf16ByteOrder(head: Buffer): Utf16Encoding | null {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  const units = Math.min(UTF16_SNIFF_UNITS, Math.floor(head.length / 2));
  if (units < 2) return null;
  const unitsWith = (zeroAt: 0 | 1) => {
    let count = 0;
    for (let unit = 0; unit < units; unit++) {
      const at = unit * 2;
      if (head[at + zeroAt] === 0 && head[at + 1 - zeroAt] !== 0) count++;
    }
    return count;
  };
  if (unitsWith(1) === units) return 'utf-16le';
  if (unitsWith(0) === units) return 'utf-16be';
  return null;
}

/**
 * docs/product/import.md#file-shape: UTF-16 (little- or big-endian, with or without BOM)
 * is recognised first; then valid UTF-8 (with or without BOM) is UTF-8, anything else is
 * Windows-1252, Oxygène's usual encoding. Windows-1252 text with accents is
 * almost never valid UTF-8 by chance (an accented letter followed by a plain one is an
 * invalid sequence), so the check is reliable on real exports.
 *
 * One streaming pass with a fatal decoder in stream mode: a sequence cut between two
 * chunks is still judged whole, and the file is never held as one string. It stops at
 * the first invalid byte.
 */
export async function detectEncoding(source: ImportSource): Promise<FileEncoding> {
  const utf16 = utf16ByteOrder(await readHead(source, UTF16_SNIFF_UNITS * 2));
  if (utf16) return utf16;
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
