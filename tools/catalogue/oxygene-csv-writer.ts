import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import iconv from 'iconv-lite';
import type { GeneratedArticle } from './catalogue-generator';

/**
 * Writes articles as Oxygène exports them (docs/product/import.md), byte for
 * byte like the sample export: semicolons, CRLF, decimal comma with a no-break space
 * between thousands ("3 056,98", byte 0xA0 in the sample), quotes only where needed,
 * Windows-1252 unless asked otherwise.
 */

type OxygeneCsvEncoding = 'windows-1252' | 'utf-8';

export interface OxygeneCsvOptions {
  /** Windows-1252 by default, as Oxygène writes; UTF-8 files start with a BOM, as Excel's "CSV UTF-8" does. */
  encoding?: OxygeneCsvEncoding;
}

export interface OxygeneCsvStats {
  rowCount: number;
  byteCount: number;
}

const OXYGENE_CSV_COLUMNS = [
  'CODE',
  'CODE_SEC',
  'DESIGNATION',
  'DESCRIPTION',
  'MARQUE',
  'CONDITIONNEMENT',
  'PRIX_HT',
  'TAUX_TVA',
  'FAMILLE',
  'SOUS_FAMILLE',
  'SOUS_SOUS_FAMILLE',
  'SOMMEIL',
] as const;

const LINE_END = '\r\n';
const NO_BREAK_SPACE = '\u00a0';
const UTF8_BOM = '\ufeff';
/** Rows are encoded in chunks of about this many characters: large enough to be fast, small enough to stream. */
const CHUNK_CHARS = 64 * 1024;

// Everything Windows-1252 can hold: ASCII, Latin-1 from 0xA0, and the 27 characters
// it places in 0x80–0x9F. iconv-lite would silently write "?" for anything else.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the allowed range starts at U+0000 on purpose.
const NOT_WINDOWS_1252 = /[^\x00-\x7f\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/u;

/**
 * A number the way a French Excel writes it in CSV: decimal comma, no-break space
 * between thousands. `fractionDigits` fixes the decimals (prices: 2); without it the
 * shortest form is used (VAT: "20", "5,5").
 */
export function formatOxygeneNumber(value: number, fractionDigits?: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const magnitude = Math.abs(value);
  const text = fractionDigits === undefined ? String(magnitude) : magnitude.toFixed(fractionDigits);
  if (text.includes('e')) throw new RangeError(`number out of range for a CSV field: ${value}`);
  const [integerPart = '0', fraction] = text.split('.');
  const grouped = integerPart.replace(/\B(?=(\d{3})+$)/g, NO_BREAK_SPACE);
  const sign = value < 0 && Number(text) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction === undefined ? '' : `,${fraction}`}`;
}

/** Quotes a field only when it holds a separator, a quote or a line break, doubling inner quotes. */
function quoteOxygeneField(field: string): string {
  return /[;"\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/** One article as one CSV record, without its line end; the single formatter every output uses. */
export function formatOxygeneRecord(article: GeneratedArticle): string {
  return [
    article.code,
    article.codeSec,
    article.designation,
    article.description,
    article.brand,
    article.conditionnement,
    // Rounded to the cent first so a float such as 1.005 cannot print as 1,00.
    formatOxygeneNumber(Math.round(article.priceHt * 100) / 100, 2),
    formatOxygeneNumber(article.vatRate),
    article.famille,
    article.sousFamille,
    article.sousSousFamille,
    article.sommeil ? '1' : '0',
  ]
    .map(quoteOxygeneField)
    .join(';');
}

function* encodedChunks(
  rows: Iterable<GeneratedArticle>,
  encoding: OxygeneCsvEncoding,
  stats: OxygeneCsvStats,
): Generator<Buffer> {
  const encode = (text: string): Buffer => {
    const bytes =
      encoding === 'utf-8' ? Buffer.from(text, 'utf8') : iconv.encode(text, 'windows-1252');
    stats.byteCount += bytes.length;
    return bytes;
  };
  let pending = (encoding === 'utf-8' ? UTF8_BOM : '') + OXYGENE_CSV_COLUMNS.join(';') + LINE_END;
  for (const article of rows) {
    const record = formatOxygeneRecord(article);
    if (encoding === 'windows-1252' && NOT_WINDOWS_1252.test(record)) {
      const character = NOT_WINDOWS_1252.exec(record)?.[0] ?? '';
      throw new Error(
        `article ${article.code}: "${character}" (U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}) has no Windows-1252 byte`,
      );
    }
    pending += record + LINE_END;
    stats.rowCount++;
    if (pending.length >= CHUNK_CHARS) {
      yield encode(pending);
      pending = '';
    }
  }
  if (pending !== '') yield encode(pending);
}

/** The whole file in memory: for small exports and tests. */
export function toOxygeneCsvBuffer(
  rows: Iterable<GeneratedArticle>,
  options: OxygeneCsvOptions = {},
): Buffer {
  const stats: OxygeneCsvStats = { rowCount: 0, byteCount: 0 };
  return Buffer.concat([...encodedChunks(rows, options.encoding ?? 'windows-1252', stats)]);
}

/**
 * Streams the export to a file path or a writable stream, pulling rows only as fast as
 * the destination drains, so 100,000 rows never become one string. The destination is
 * ended (as stream.pipeline does) and the promise settles once every byte is flushed.
 * A file this function created is removed again if writing fails half-way.
 */
export async function writeOxygeneCsv(
  rows: Iterable<GeneratedArticle>,
  out: NodeJS.WritableStream | string,
  options: OxygeneCsvOptions = {},
): Promise<OxygeneCsvStats> {
  const stats: OxygeneCsvStats = { rowCount: 0, byteCount: 0 };
  const source = Readable.from(encodedChunks(rows, options.encoding ?? 'windows-1252', stats));
  try {
    await pipeline(source, typeof out === 'string' ? createWriteStream(out) : out);
  } catch (error) {
    if (typeof out === 'string') await rm(out, { force: true });
    throw error;
  }
  return stats;
}
