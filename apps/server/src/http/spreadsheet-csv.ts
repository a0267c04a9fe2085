/**
 * A CSV file that a French spreadsheet opens as is (docs/product/api-conventions.md#csv-downloads):
 * UTF-8 with a byte order mark (without it Excel reads Windows-1252), semicolons (the
 * French list separator), CRLF line ends.
 */
export function spreadsheetCsv(
  header: readonly string[],
  rows: Iterable<readonly unknown[]>,
): string {
  const lines = [header.map(cell).join(';')];
  for (const row of rows) lines.push(row.map(cell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

// A cell starting with one of these is a formula to a spreadsheet: an imported file could
// make it run on the administrator's computer ("CSV injection"). A leading apostrophe
// makes it text.
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
