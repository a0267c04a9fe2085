import { stringify } from 'csv-stringify/sync';

/** What a cell may hold: text, a number, or nothing (an empty cell). */
type Cell = string | number | null | undefined;

/**
 * A CSV file that a French spreadsheet opens as is (docs/product/api-conventions.md#csv-downloads):
 * UTF-8 with a byte order mark (without it Excel reads Windows-1252), semicolons (the
 * French list separator), CRLF line ends. A cell holding a separator, a quote or a line
 * break is quoted.
 */
export function spreadsheetCsv(header: readonly string[], rows: Iterable<readonly Cell[]>): string {
  return stringify([header, ...rows], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    // A line break inside a cell is quoted too, even a lone LF or CR.
    quoted_match: /[\r\n]/,
    // Text starting with = + - @, a tab or CR is a formula to a spreadsheet: an imported
    // file could make it run on the administrator's computer ("CSV injection"). A leading
    // apostrophe makes it text; numbers stay numbers.
    escape_formulas: true,
  });
}
