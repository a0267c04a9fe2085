import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import {
  DEMO_EXPORT_FILE,
  demoCatalogueOptions,
  type GeneratedArticle,
  generateCatalogue,
} from './catalogue-generator';
import {
  formatOxygeneNumber,
  formatOxygeneRecord,
  toOxygeneCsvBuffer,
  writeOxygeneCsv,
} from './oxygene-csv-writer';

const HEADER =
  'CODE;CODE_SEC;DESIGNATION;DESCRIPTION;MARQUE;CONDITIONNEMENT;PRIX_HT;TAUX_TVA;FAMILLE;SOUS_FAMILLE;SOUS_SOUS_FAMILLE;SOMMEIL';
const NBSP = '\u00a0';

const article = (overrides: Partial<GeneratedArticle> = {}): GeneratedArticle => ({
  code: 'DUR-100002',
  codeSec: '4602037',
  designation: 'Bécher forme basse 250 ml',
  description: 'Bécher en verre borosilicaté.',
  brand: 'Duran',
  conditionnement: 'Boîte de 100',
  priceHt: 3056.98,
  vatRate: 20,
  famille: 'Verrerie',
  sousFamille: 'Verrerie de laboratoire',
  sousSousFamille: 'Béchers',
  sommeil: false,
  ...overrides,
});

describe('formatOxygeneNumber', () => {
  it('writes a decimal comma and a no-break space between thousands, like the sample', () => {
    expect(formatOxygeneNumber(254.65, 2)).toBe('254,65');
    expect(formatOxygeneNumber(3056.98, 2)).toBe(`3${NBSP}056,98`);
    expect(formatOxygeneNumber(1234567.5, 2)).toBe(`1${NBSP}234${NBSP}567,50`);
    expect(formatOxygeneNumber(999.999, 2)).toBe(`1${NBSP}000,00`);
    expect(formatOxygeneNumber(0.5, 2)).toBe('0,50');
    expect(formatOxygeneNumber(-1520.32, 2)).toBe(`-1${NBSP}520,32`);
  });

  it('writes rates in their shortest form', () => {
    expect(formatOxygeneNumber(20)).toBe('20');
    expect(formatOxygeneNumber(5.5)).toBe('5,5');
  });

  it('refuses what a CSV number cannot hold', () => {
    expect(() => formatOxygeneNumber(Number.NaN)).toThrow(RangeError);
    expect(() => formatOxygeneNumber(1e22)).toThrow(RangeError);
  });
});

describe('formatOxygeneRecord', () => {
  it('leaves plain fields unquoted', () => {
    expect(formatOxygeneRecord(article())).toBe(
      `DUR-100002;4602037;Bécher forme basse 250 ml;Bécher en verre borosilicaté.;Duran;Boîte de 100;3${NBSP}056,98;20;Verrerie;Verrerie de laboratoire;Béchers;0`,
    );
  });

  it('quotes fields holding a semicolon, a quote or a line break, doubling quotes', () => {
    const record = formatOxygeneRecord(
      article({
        description: 'Bécher "forme haute"; gradué.\nLivré avec bec verseur.',
        designation: 'Flacon 1 L; ambré',
        vatRate: 5.5,
        sommeil: true,
      }),
    );
    expect(record).toContain(';"Flacon 1 L; ambré";');
    expect(record).toContain(';"Bécher ""forme haute""; gradué.\nLivré avec bec verseur.";');
    expect(record).toMatch(/;5,5;Verrerie;Verrerie de laboratoire;Béchers;1$/);
  });
});

describe('toOxygeneCsvBuffer', () => {
  it('writes Windows-1252 bytes with CRLF line ends and no BOM', () => {
    const bytes = toOxygeneCsvBuffer([article({ description: 'Main-d’œuvre « incluse » : 3 €.' })]);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('CODE');
    expect(bytes.includes(Buffer.from(`${HEADER}\r\n`, 'latin1'))).toBe(true);
    expect(bytes.subarray(-2).toString('latin1')).toBe('\r\n');
    expect(bytes.includes(Buffer.from([0x42, 0xe9, 0x63]))).toBe(true); // "Béc"
    expect(bytes.includes(Buffer.from([0x33, 0xa0, 0x30, 0x35, 0x36]))).toBe(true); // "3 056"
    for (const byte of [0x92, 0x9c, 0xab, 0xbb, 0x80]) expect(bytes.includes(byte)).toBe(true); // ’ œ « » €
    expect(bytes.includes(0xc3)).toBe(false); // no UTF-8 sequences
  });

  it('writes UTF-8 with a BOM when asked', () => {
    const bytes = toOxygeneCsvBuffer([article()], { encoding: 'utf-8' });
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.includes(Buffer.from('Bécher', 'utf8'))).toBe(true);
    expect(bytes.includes(Buffer.from([0xc2, 0xa0]))).toBe(true);
  });

  it('refuses a character Windows-1252 cannot encode instead of writing "?"', () => {
    expect(() => toOxygeneCsvBuffer([article({ designation: 'Plage ≤ 10 ml' })])).toThrow(
      /DUR-100002.*U\+2264/,
    );
  });

  it('ends every record with CRLF; a bare LF only inside a quoted description', () => {
    const rows = [...generateCatalogue(demoCatalogueOptions)];
    const text = iconv.decode(toOxygeneCsvBuffer(rows), 'windows-1252');
    const records = text.split('\r\n');
    expect(records.at(-1)).toBe('');
    const multiLine = rows.filter((row) => row.description.includes('\n')).length;
    expect(multiLine).toBeGreaterThan(0);
    expect(records.filter((record) => record.includes('\n'))).toHaveLength(multiLine);
    expect(text.split('\r\n').length - 2).toBe(600); // header + 600 records + final empty
  });

  it('matches the committed demo export, so a generator change comes with a regenerated file', async () => {
    const committed = await readFile(DEMO_EXPORT_FILE);
    const expected = toOxygeneCsvBuffer(generateCatalogue(demoCatalogueOptions));
    // On failure: npm run demo-export -w tools
    expect(committed.equals(expected)).toBe(true);
  });

  it('reads back, through iconv and csv-parse, exactly what was generated', () => {
    const rows = [...generateCatalogue(demoCatalogueOptions)];
    const text = iconv.decode(toOxygeneCsvBuffer(rows), 'windows-1252');
    const records: Record<string, string>[] = parse(text, { delimiter: ';', columns: true });
    expect(Object.keys(records[0] ?? {})).toEqual(HEADER.split(';'));
    expect(records).toHaveLength(rows.length);
    const toNumber = (field: string) => Number(field.replaceAll(NBSP, '').replace(',', '.'));
    records.forEach((record, index) => {
      const row = rows[index];
      if (!row) throw new Error(`no row ${index}`);
      expect(record).toEqual({
        CODE: row.code,
        CODE_SEC: row.codeSec,
        DESIGNATION: row.designation,
        DESCRIPTION: row.description,
        MARQUE: row.brand,
        CONDITIONNEMENT: row.conditionnement,
        PRIX_HT: expect.any(String),
        TAUX_TVA: expect.any(String),
        FAMILLE: row.famille,
        SOUS_FAMILLE: row.sousFamille,
        SOUS_SOUS_FAMILLE: row.sousSousFamille,
        SOMMEIL: '0',
      });
      expect(toNumber(record.PRIX_HT ?? '')).toBe(row.priceHt);
      expect(toNumber(record.TAUX_TVA ?? '')).toBe(row.vatRate);
    });
  });
});

describe('writeOxygeneCsv', () => {
  it('writes the same bytes to a file as toOxygeneCsvBuffer, and counts them', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'oxygene-'));
    try {
      const file = path.join(directory, 'export.csv');
      const rows = [...generateCatalogue({ articleCount: 1_500, seed: 3 })];
      const stats = await writeOxygeneCsv(rows, file);
      const written = await readFile(file);
      expect(written.equals(toOxygeneCsvBuffer(rows))).toBe(true);
      expect(stats).toEqual({ rowCount: 1_500, byteCount: written.length });
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('removes a file it could not finish', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'oxygene-'));
    try {
      const file = path.join(directory, 'export.csv');
      const rows = [article(), article({ code: 'BAD-1', designation: '≠' })];
      await expect(writeOxygeneCsv(rows, file)).rejects.toThrow(/BAD-1/);
      await expect(readFile(file)).rejects.toThrow(/ENOENT/);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('pulls rows only as fast as a slow destination drains', async () => {
    let pulled = 0;
    const pulledAtWrite: number[] = [];
    function* counted(): Generator<GeneratedArticle> {
      for (const row of generateCatalogue({ articleCount: 30_000 })) {
        pulled++;
        yield row;
      }
    }
    const chunks: Buffer[] = [];
    const slow = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, callback) {
        pulledAtWrite.push(pulled);
        chunks.push(chunk);
        setImmediate(callback);
      },
    });
    const stats = await writeOxygeneCsv(counted(), slow, { encoding: 'utf-8' });
    expect(stats.rowCount).toBe(30_000);
    expect(Buffer.concat(chunks).length).toBe(stats.byteCount);
    // The generator stays a bounded distance ahead of the writes, never the whole file.
    expect(pulledAtWrite[0]).toBeLessThan(10_000);
    expect(pulledAtWrite.length).toBeGreaterThan(20);
  });
});
