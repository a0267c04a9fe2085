import { stringify } from 'csv-stringify/sync';

/** A text a spreadsheet would otherwise read as a number (a phone's leading 0 lost). */
type TextCell = { asText: string };

/** What a cell may hold: text, a number, a text kept as text, or nothing (an empty cell). */
type Cell = string | number | TextCell | null | undefined;

/** A cell a spreadsheet shows as the text itself: "01 23 45 67 89" keeps its 0. */
export function textCell(text: string): TextCell {
  return { asText: text };
}

// Digits and the signs of a phone number: nothing a formula could run.
const NUMBER_LIKE = /^[0-9+\-.() /]+$/;

/**
 * A number-like text is written as the formula ="…", which spreadsheets show as that very
 * text; anything else is an ordinary cell, escaped like every other.
 */
function castTextCell(cell: object) {
  const text = (cell as TextCell).asText;
  return NUMBER_LIKE.test(text) ? { value: `="${text}"`, escape_formulas: false } : text;
}

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
    cast: { object: castTextCell },
  });
}
