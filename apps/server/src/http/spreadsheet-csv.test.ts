import { describe, expect, it } from 'vitest';
import { spreadsheetCsv, textCell } from './spreadsheet-csv';

describe('spreadsheetCsv', () => {
  it('starts with a byte order mark, separates with semicolons and ends lines with CRLF', () => {
    expect(spreadsheetCsv(['Ligne', 'Motif'], [[9, 'prix illisible']])).toBe(
      '\uFEFFLigne;Motif\r\n9;prix illisible\r\n',
    );
  });

  it('quotes cells holding a separator, a quote or a line break', () => {
    expect(spreadsheetCsv(['a'], [['1;2'], ['dit "oui"'], ['deux\nlignes']])).toBe(
      '\uFEFFa\r\n"1;2"\r\n"dit ""oui"""\r\n"deux\nlignes"\r\n',
    );
  });

  it('keeps text that a spreadsheet would run as a formula as text, numbers as numbers', () => {
    expect(spreadsheetCsv(['a'], [['=HYPERLINK("x")'], ['+33 1'], ['@SUM'], [-12.5], [null]])).toBe(
      '\uFEFFa\r\n"\'=HYPERLINK(""x"")"\r\n\'+33 1\r\n\'@SUM\r\n-12.5\r\n\r\n',
    );
  });

  it('writes a number-like text cell as ="…", so that a phone keeps its leading 0', () => {
    expect(spreadsheetCsv(['Téléphone'], [[textCell('01 02 03 04 05')], [textCell('+33 1')]])).toBe(
      '\uFEFFTéléphone\r\n"=""01 02 03 04 05"""\r\n"=""+33 1"""\r\n',
    );
  });

  it('escapes a text cell that is not number-like like any other text', () => {
    expect(spreadsheetCsv(['a'], [[textCell('=1+1')], [textCell('')]])).toBe(
      "\uFEFFa\r\n'=1+1\r\n\r\n",
    );
  });
});
