import { describe, expect, it } from 'vitest';
import { appliedReport, emptySummary, RejectionList, refusedReport } from './import-report';

const rejected = (line: number, message = `Ligne ${line} : CODE manquant`) => ({
  line,
  crmId: null,
  message,
});

describe('RejectionList', () => {
  it('reports 200 lines, then counts the others', () => {
    const list = new RejectionList();
    for (let i = 1; i <= 250; i++) list.add(rejected(i));
    const lines = list.lines();
    expect(list.count).toBe(250);
    expect(lines).toHaveLength(201);
    expect(lines[199]).toBe('Ligne 200 : CODE manquant');
    expect(lines[200]).toBe('… et 50 autres lignes rejetées');
  });

  it('says "1 autre ligne" in the singular', () => {
    const list = new RejectionList(1);
    list.add(rejected(1, 'a'));
    list.add(rejected(2, 'b'));
    expect(list.lines()).toEqual(['a', '… et 1 autre ligne rejetée']);
  });

  it('keeps more lines for the download than the report shows, up to its bound', () => {
    const list = new RejectionList(2, 3);
    for (let i = 1; i <= 5; i++) list.add(rejected(i));
    expect(list.lines()).toHaveLength(3);
    expect(list.kept().map((r) => r.line)).toEqual([1, 2, 3]);
    expect(list.count).toBe(5);
  });
});

describe('reports', () => {
  it('starts with the summary', () => {
    const rejections = new RejectionList();
    rejections.add(rejected(9, 'Ligne 9 : prix HT illisible « 12,3x » (article DUT-100007)'));
    const summary = {
      ...emptySummary(),
      read: 1234,
      created: 1233,
      withdrawn: 1,
      rejected: 1,
      categoriesCreated: 5,
      durationMs: 1250,
    };
    expect(appliedReport('export.csv', summary, rejections)).toEqual([
      'Import appliqué : fichier « export.csv ».',
      'Articles lus : 1\u202f234',
      'Articles créés : 1\u202f233',
      'Articles mis à jour : 0',
      'Articles inchangés : 0',
      'Articles retirés de la vente : 1',
      'Articles remis en vente : 0',
      'Lignes rejetées : 1',
      'Catégories créées : 5',
      'Durée : 1,3 s',
      'Ligne 9 : prix HT illisible « 12,3x » (article DUT-100007)',
    ]);
  });

  it('says why a file was refused on its first line', () => {
    expect(refusedReport('le fichier est vide.')).toEqual([
      'Import refusé : le fichier est vide.',
      "Aucune modification n'a été appliquée au catalogue.",
    ]);
  });
});
