import { pipeline, type Readable } from 'node:stream';
import { CsvError, type Info, parse } from 'csv-parse';
import iconv from 'iconv-lite';
import type { FileEncoding } from './file-encoding';
import { csvQuoteNotClosed, csvRecordTooLong, csvUnreadable } from './import-messages';
import { ImportRefusal } from './import-refusal';

export interface CsvRecord {
  /** "Ligne N" as a spreadsheet shows rows: the header is line 1. */
  line: number;
  fields: string[];
}

/**
 * A quote left open swallows the rest of the file into one field; this bound keeps
 * memory flat and turns that case into a clear refusal instead.
 */
const MAX_RECORD_CHARS = 1_000_000;

/**
 * The row number a spreadsheet would show for the record just read. Records count the
 * header too; an empty line is a row of its own in a spreadsheet although csv-parse
 * skips it; a quoted line break stays inside its row.
 */
function spreadsheetLine(info: Pick<Info, 'records' | 'empty_lines'>): number {
  return info.records + info.empty_lines;
}

/**
 * Streams the records of a semicolon-separated export, decoded from `encoding`.
 * Fields keep their content as written (trimming is the caller's business); quoted
 * fields may hold semicolons, doubled quotes and line breaks; rows may have fewer or
 * more fields than the header. A broken file throws an ImportRefusal.
 */
export async function* readCsvRecords(
  bytes: Readable,
  encoding: FileEncoding,
): AsyncGenerator<CsvRecord> {
  const parser = parse({
    delimiter: ';',
    // Without this list csv-parse takes the first line's ending for the whole file, and
    // an LF row after CRLF ones would run into the next row.
    record_delimiter: ['\r\n', '\n'],
    relax_column_count: true,
    // A stray quote inside an unquoted field ('Tube 5" long') is kept as a character.
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_CHARS,
    info: true,
  });
  // iconv-lite's decoders drop a leading BOM (UTF-8 or UTF-16), so the first header code
  // is clean.
  const decoder = iconv.decodeStream(encoding);
  pipeline(bytes, decoder, parser, () => {
    // Errors reach the consumer through the parser, which pipeline destroys with them.
  });
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: Info;
    }>) {
      yield { line: spreadsheetLine(info), fields: record };
    }
  } catch (error) {
    throw toRefusal(error);
  } finally {
    parser.destroy();
    bytes.destroy();
  }
}

function toRefusal(error: unknown): unknown {
  if (!(error instanceof CsvError)) return error;
  // csv-parse copies its counters onto the error.
  const state = error as CsvError & Partial<Info>;
  // The record being read when the error came is the one after those already counted.
  const line =
    spreadsheetLine({
      records: state.records ?? 0,
      empty_lines: state.empty_lines ?? 0,
    }) + 1;
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return new ImportRefusal(csvQuoteNotClosed(line));
    case 'CSV_MAX_RECORD_SIZE':
      return new ImportRefusal(csvRecordTooLong(line, MAX_RECORD_CHARS));
    default:
      return new ImportRefusal(csvUnreadable(line, error.message));
  }
}
