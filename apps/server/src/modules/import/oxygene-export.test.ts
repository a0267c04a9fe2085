import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ImportRefusal } from './import-refusal';
import { openOxygeneExport } from './oxygene-export';

const SAMPLE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test/fixtures/sample-oxygene-export.csv',
);

// The parse-and-validate half alone, without a database.
describe('openOxygeneExport', () => {
  it('reads the sample: 36 lines, 3 rejected, Windows-1252', async () => {
    const file = await openOxygeneExport(SAMPLE);
    expect(file.encoding).toBe('windows-1252');
    const results = [];
    for await (const result of file.lines()) results.push(result);
    expect(results).toHaveLength(36);
    const rejected = results.flatMap((r) => (r.kind === 'rejected' ? [r.rejection] : []));
    expect(rejected).toEqual([
      {
        line: 9,
        crmId: 'DUT-100007',
        message: 'Ligne 9 : prix HT illisible « 12,3x » (article DUT-100007)',
      },
      {
        line: 10,
        crmId: null,
        message: 'Ligne 10 : CODE manquant (désignation « Pipette Pasteur 10 ml »)',
      },
      {
        line: 11,
        crmId: 'DUR-100002',
        message: 'Ligne 11 : CODE DUR-100002 déjà vu ligne 4, ligne ignorée',
      },
    ]);
    const lines = results.flatMap((r) => (r.kind === 'article' ? [r.article] : []));
    expect(lines.find((a) => a.line === 12)).toMatchObject({
      crmId: 'HAN-100010',
      withdrawn: true,
    });
    expect(lines.find((a) => a.line === 13)).toMatchObject({
      crmId: 'WIT-100011',
      vatBasisPoints: 550,
    });
    expect(lines.at(-1)).toMatchObject({ line: 37, crmId: 'HEI-100035' });
    // Codes of rejected lines count as seen: those articles are not withdrawn.
    expect(file.seenCodes.get('DUT-100007')).toBe(9);
    expect(file.seenCodes.get('DUR-100002')).toBe(4);
    expect(file.seenCodes.size).toBe(34);
  });

  it('reports a duplicate CODE even when its first line was rejected', async () => {
    const header = 'CODE;DESIG;PRIX_HT;FAMILLE;SOUS_FAMILLE;SOUS_SOUS_FAMILLE';
    const file = await openOxygeneExport(
      Buffer.from(`${header}\nA;Un;x;F;S;U\nA;Deux;1;F;S;U\n;;;;;\nB;Trois;2;F;S;U\n`),
    );
    const messages = [];
    for await (const result of file.lines()) {
      messages.push(result.kind === 'rejected' ? result.rejection.message : result.article.crmId);
    }
    expect(messages).toEqual([
      'Ligne 2 : prix HT illisible « x » (article A)',
      'Ligne 3 : CODE A déjà vu ligne 2, ligne ignorée',
      'B',
    ]);
  });

  it('refuses a spreadsheet saved as .xlsx', async () => {
    const xlsx = Buffer.from('504b030414000600080000002100', 'hex');
    await expect(openOxygeneExport(xlsx)).rejects.toEqual(
      new ImportRefusal(
        'le fichier est un classeur Excel, pas un CSV : dans Oxygène ou Excel, enregistrez-le au format « CSV (séparateur : point-virgule) ».',
      ),
    );
  });
});
