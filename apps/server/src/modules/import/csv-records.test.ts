import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { readCsvRecords } from './csv-records';
import type { FileEncoding } from './file-encoding';
import { ImportRefusal } from './import-refusal';

async function records(text: string | Buffer, encoding: FileEncoding = 'utf-8') {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  const out: { line: number; fields: string[] }[] = [];
  for await (const record of readCsvRecords(Readable.from([bytes]), encoding)) out.push(record);
  return out;
}

describe('readCsvRecords', () => {
  it('splits on semicolons and unquotes, doubled quotes included', async () => {
    expect(await records('A;B;C\r\n1;"x;y";"dit ""oui"""\r\n')).toEqual([
      { line: 1, fields: ['A', 'B', 'C'] },
      { line: 2, fields: ['1', 'x;y', 'dit "oui"'] },
    ]);
  });

  it('numbers lines as a spreadsheet shows rows: a quoted line break stays in its row', async () => {
    const result = await records('A;B\r\n1;"deux\nlignes"\r\n2;b\r\n');
    expect(result.map((r) => r.line)).toEqual([1, 2, 3]);
    expect(result[1]?.fields[1]).toBe('deux\nlignes');
  });

  it('counts an empty line as a row, as a spreadsheet shows it', async () => {
    const result = await records('A;B\r\n1;a\r\n\r\n2;b\r\n');
    expect(result.map((r) => [r.line, r.fields[0]])).toEqual([
      [1, 'A'],
      [2, '1'],
      [4, '2'],
    ]);
  });

  it('accepts CRLF and LF endings mixed in one file, and no final line end', async () => {
    const result = await records('A;B\r\n1;a\n2;b\r\n3;c');
    expect(result.map((r) => r.fields)).toEqual([
      ['A', 'B'],
      ['1', 'a'],
      ['2', 'b'],
      ['3', 'c'],
    ]);
  });

  it('accepts rows with fewer or more fields than the header', async () => {
    expect((await records('A;B;C\n1\n1;2;3;4\n')).map((r) => r.fields)).toEqual([
      ['A', 'B', 'C'],
      ['1'],
      ['1', '2', '3', '4'],
    ]);
  });

  it('keeps a stray quote inside an unquoted field', async () => {
    expect((await records('A;B\nTube 5" long;x\n'))[1]?.fields).toEqual(['Tube 5" long', 'x']);
  });

  it('decodes Windows-1252, and UTF-8 without its BOM', async () => {
    const win = iconv.encode('Désignation;Prix\nÉtuve;3\u00a0056,98\n', 'win1252');
    expect((await records(win, 'windows-1252')).map((r) => r.fields)).toEqual([
      ['Désignation', 'Prix'],
      ['Étuve', '3\u00a0056,98'],
    ]);
    const bom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('CODE;DESIG\n', 'utf8'),
    ]);
    expect((await records(bom))[0]?.fields).toEqual(['CODE', 'DESIG']);
  });

  it('refuses a quote that is never closed, naming the line where it opened', async () => {
    const reading = records('A;B\n1;a\n2;"never closed\n3;c\n');
    await expect(reading).rejects.toBeInstanceOf(ImportRefusal);
    await expect(reading).rejects.toThrow(
      "fichier CSV illisible : un guillemet ouvert ligne 3 n'est jamais fermé.",
    );
  });
});
