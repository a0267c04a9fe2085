import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildArticleSearchText } from '@labo/domain/search-text';
import { asc, eq, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '#db/database';
import { articles, categories, importRuns, subCategories, underSubCategories } from '#db/schema';
import { createTestDatabase, resetDatabase } from '#test/test-database';
import { tryLockImports } from './import-queries';
import { articleSlugBase } from './import-slugs';
import { importOxygene } from './oxygene-import';

const SAMPLE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test/fixtures/sample-oxygene-export.csv',
);
const SAMPLE_REJECTIONS = [
  'Ligne 9 : prix HT illisible « 12,3x » (article DUT-100007)',
  'Ligne 10 : CODE manquant (désignation « Pipette Pasteur 10 ml »)',
  'Ligne 11 : CODE DUR-100002 déjà vu ligne 4, ligne ignorée',
];
const SUMMARY_LINES = 10;

/** The sample as text, to derive variants from (it is Windows-1252 on disk). */
const sampleText = () => iconv.decode(fs.readFileSync(SAMPLE), 'win1252');

/** The sample without the lines (physical lines) starting with these codes. */
const withoutCodes = (text: string, codes: string[]) =>
  text
    .split('\r\n')
    .filter((row) => !codes.some((code) => row.startsWith(`${code};`)))
    .join('\r\n');

const HEADER = 'CODE;DESIG;PRIX_HT;FAMILLE;SOUS_FAMILLE;SOUS_SOUS_FAMILLE;SOMMEIL';
const csv = (rows: string[]) => Buffer.from([HEADER, ...rows].join('\r\n'), 'utf8');

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await resetDatabase(handle);
});

/** An import applied; `confirmedWithdrawn` as typed after a check that warned. */
const run = (
  source: string | Buffer,
  fileName = 'export.csv',
  userId: number | null = null,
  confirmedWithdrawn?: number,
) =>
  importOxygene({
    db: handle.db,
    source,
    fileName,
    userId,
    intent: { mode: 'apply', confirmedWithdrawn },
  });

async function storedArticles() {
  return handle.db
    .select({
      id: articles.id,
      crmId: articles.crmId,
      crmSecondaryId: articles.crmSecondaryId,
      label: articles.label,
      description: articles.description,
      brandName: articles.brandName,
      conditionnement: articles.conditionnement,
      basePriceCents: articles.basePriceCents,
      vatBasisPoints: articles.vatBasisPoints,
      slug: articles.slug,
      searchText: articles.searchText,
      softDeleted: articles.softDeleted,
      featured: articles.featured,
      youtubeLink: articles.youtubeLink,
      underSubCategoryId: articles.underSubCategoryId,
    })
    .from(articles)
    .orderBy(asc(articles.crmId));
}

async function article(crmId: string) {
  const found = (await storedArticles()).find((a) => a.crmId === crmId);
  if (!found) throw new Error(`no article ${crmId}`);
  return found;
}

async function countRows() {
  const [row] = await handle.db
    .select({
      articles: sql<number>`(select count(*)::int from ${articles})`,
      categories: sql<number>`(select count(*)::int from ${categories}) + (select count(*)::int from ${subCategories}) + (select count(*)::int from ${underSubCategories})`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

async function categoryIds() {
  const [cats, subs, unders] = await Promise.all([
    handle.db.select({ id: categories.id, label: categories.label }).from(categories),
    handle.db.select({ id: subCategories.id, label: subCategories.label }).from(subCategories),
    handle.db
      .select({ id: underSubCategories.id, label: underSubCategories.label })
      .from(underSubCategories),
  ]);
  return [cats, subs, unders].map((level) =>
    level.sort((a, b) => a.id - b.id).map((c) => `${c.id}:${c.label}`),
  );
}

describe('importOxygene on the sample export (docs/product/import.md#sample-export)', () => {
  it('imports it into an empty catalogue', async () => {
    const onApplied = vi.fn();
    const result = await importOxygene({
      db: handle.db,
      source: SAMPLE,
      fileName: 'sample-oxygene-export.csv',
      onApplied,
    });

    expect(result.applied).toBe(true);
    expect(onApplied).toHaveBeenCalledOnce();
    const counts = await countRows();
    expect(result.summary).toMatchObject({
      read: 36,
      created: 33,
      updated: 0,
      unchanged: 0,
      withdrawn: 1,
      restored: 0,
      rejected: 3,
      categoriesCreated: counts?.categories,
    });
    expect(result.lines.slice(0, 9)).toEqual([
      'Import appliqué : fichier « sample-oxygene-export.csv ».',
      'Articles lus : 36',
      'Articles créés : 33',
      'Articles mis à jour : 0',
      'Articles inchangés : 0',
      'Articles retirés de la vente : 1',
      'Articles remis en vente : 0',
      'Lignes rejetées : 3',
      `Catégories créées : ${counts?.categories}`,
    ]);
    expect(result.lines[9]).toMatch(/^Durée : \d+,\d s$/);
    expect(result.lines.slice(SUMMARY_LINES)).toEqual(SAMPLE_REJECTIONS);

    const stored = await storedArticles();
    expect(stored).toHaveLength(33);
    expect(stored.map((a) => a.crmId)).not.toContain('DUT-100007');
    // Line 4 holds DUR-100002; line 11's duplicate did not overwrite it.
    expect(await article('DUR-100002')).toMatchObject({ label: 'Plaque chauffante Ø 90 mm' });
    // Line 12: SOMMEIL = 1.
    expect(stored.filter((a) => a.softDeleted).map((a) => a.crmId)).toEqual(['HAN-100010']);
    // Line 5: semicolon, doubled quotes and line break kept whole.
    expect(await article('IKA-100003')).toMatchObject({
      description: 'Bécher "forme haute"; gradué.\nLivré avec bec verseur.',
      conditionnement: 'Boîte de 100',
    });
    // Line 13: VAT 5,5 %.
    expect((await article('WIT-100011')).vatBasisPoints).toBe(550);
    expect((await article('HEI-100000')).vatBasisPoints).toBe(2000);
    // Windows-1252 punctuation, a no-break space in the thousands.
    expect(await article('HEI-100013')).toMatchObject({
      label: 'Pipette « Pasteur » 3 ml – stérile',
      basePriceCents: 157314,
    });
    expect(await article('KAR-100001')).toMatchObject({
      crmSecondaryId: '2579240',
      brandName: 'Kartell',
      basePriceCents: 305698,
    });
    for (const a of stored) {
      expect(a.slug).toBe(articleSlugBase(a.label, a.crmId));
      expect(a.searchText).toBe(buildArticleSearchText(a));
      expect(a.featured).toBe(false);
    }

    const [contact] = await handle.db
      .select()
      .from(categories)
      .where(eq(categories.label, 'Contact'));
    expect(contact?.slug).toBe('contact-2');

    const runs = await handle.db.select().from(importRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      fileName: 'sample-oxygene-export.csv',
      userId: null,
      status: 'applied',
      report: result.lines,
      summary: result.summary,
    });
    expect(runs[0]?.startedAt.getTime()).toBeLessThanOrEqual(runs[0]?.finishedAt.getTime() ?? 0);
  });

  it('gives the same outcome from UTF-8 with BOM and UTF-16 LE or BE, read from bytes', async () => {
    const first = await run(SAMPLE);
    const firstArticles = (await storedArticles()).map(({ id, underSubCategoryId, ...a }) => a);
    const variants = [
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), iconv.encode(sampleText(), 'utf8')]),
      // UTF-16 with a byte order mark, and without one.
      Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(sampleText(), 'utf-16le')]),
      iconv.encode(sampleText(), 'utf-16be'),
    ];
    for (const source of variants) {
      await resetDatabase(handle);
      const again = await run(source);
      expect(again.applied).toBe(true);
      expect({ ...again.summary, durationMs: 0 }).toEqual({ ...first.summary, durationMs: 0 });
      expect(again.lines.slice(SUMMARY_LINES)).toEqual(SAMPLE_REJECTIONS);
      expect((await storedArticles()).map(({ id, underSubCategoryId, ...a }) => a)).toEqual(
        firstArticles,
      );
    }
  });
});

describe('importOxygene refusing a file as a whole', () => {
  it('applies nothing when a required column is missing, and says which', async () => {
    const text = sampleText().replace(';PRIX_HT;', ';PRIX;');
    const onApplied = vi.fn();
    const result = await importOxygene({
      db: handle.db,
      source: iconv.encode(text, 'win1252'),
      fileName: 'sans-prix.csv',
      onApplied,
    });
    expect(result.applied).toBe(false);
    expect(onApplied).not.toHaveBeenCalled();
    expect(result.lines).toEqual([
      'Import refusé : colonne obligatoire absente de la première ligne : PRIX_HT (ou PRIX_VENTE_HT, PV_HT).',
      "Aucune modification n'a été appliquée au catalogue.",
    ]);
    expect(await countRows()).toEqual({ articles: 0, categories: 0 });
    const runs = await handle.db.select().from(importRuns);
    expect(runs).toMatchObject([
      { fileName: 'sans-prix.csv', status: 'refused', report: result.lines },
    ]);
  });

  it('refuses a file that is not CSV (PNG bytes)', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
      'base64',
    );
    const result = await run(png, 'photo.png');
    expect(result.applied).toBe(false);
    expect(result.lines[0]).toBe(
      "Import refusé : le fichier n'est pas un fichier texte CSV (il contient des données binaires, par exemple une image ou un PDF).",
    );
    expect(await countRows()).toEqual({ articles: 0, categories: 0 });
    expect(await handle.db.select({ status: importRuns.status }).from(importRuns)).toEqual([
      { status: 'refused' },
    ]);
  });

  it('drops a NUL character from a line past the first 64 kB and imports it', async () => {
    // docs/product/import.md#control-characters: PostgreSQL text cannot hold NUL.
    const filler = Array.from(
      { length: 1200 },
      (_, i) => `F-${i};Flacon ${'x'.repeat(40)} ${i};1,00;Verrerie;Flacons;Col large;0`,
    );
    const result = await run(
      csv([
        ...filler,
        'NUL-1;Bé\u0000cher 250 ml;12,50;Verre\u0000rie;Béchers;Forme\u0000 basse;0',
      ]),
    );
    expect(result.applied, result.lines.join('\n')).toBe(true);
    expect(await article('NUL-1')).toMatchObject({ label: 'Bécher 250 ml' });
    const [categoryLabels] = await categoryIds();
    expect(categoryLabels?.map((c) => c.replace(/^\d+:/, ''))).toEqual(['Verrerie']);
  });

  it('refuses text that is not an Oxygène export, and a comma-separated one', async () => {
    const text = await run(Buffer.from('Bonjour,\nvoici le fichier.\n'), 'note.txt');
    expect(text.lines[0]).toBe(
      "Import refusé : la première ligne ne contient aucune des colonnes attendues (CODE, DESIG, PRIX_HT, FAMILLE…) : ce n'est pas un export CSV d'articles Oxygène.",
    );
    const commas = await run(Buffer.from(`${HEADER.replaceAll(';', ',')}\nA,B,1,F,S,U,0\n`));
    expect(commas.lines[0]).toBe(
      "Import refusé : les colonnes ne sont pas séparées par des points-virgules : enregistrez l'export au format « CSV (séparateur : point-virgule) ».",
    );
    expect((await run(Buffer.alloc(0))).lines[0]).toBe('Import refusé : le fichier est vide.');
  });

  it('refuses a header without any article line rather than withdraw the catalogue', async () => {
    await run(SAMPLE);
    const result = await run(csv([';;;;;;', '']));
    expect(result.applied).toBe(false);
    expect(result.lines[0]).toBe(
      "Import refusé : le fichier ne contient aucune ligne d'article après la ligne des colonnes : le catalogue entier serait retiré de la vente.",
    );
    expect((await storedArticles()).filter((a) => a.softDeleted)).toHaveLength(1);
  });

  it('rolls everything back when the file breaks after chunks were written', async () => {
    await run(SAMPLE);
    const before = await storedArticles();
    const rows = Array.from({ length: 2500 }, (_, i) => `N-${i};Article ${i};1,00;F;S;U;0`);
    rows.push('BROKEN;"quote never closed;1;F;S;U;0');
    const result = await run(csv(rows));
    expect(result.applied).toBe(false);
    expect(result.lines[0]).toBe(
      "Import refusé : fichier CSV illisible : un guillemet ouvert ligne 2502 n'est jamais fermé.",
    );
    expect(await storedArticles()).toEqual(before);
    expect((await countRows())?.articles).toBe(33);
  });
});

describe('importOxygene over an existing catalogue', () => {
  it('withdraws missing articles, restores them later, and keeps what admins own', async () => {
    await run(SAMPLE);
    const idsBefore = await categoryIds();
    const byCode = new Map((await storedArticles()).map((a) => [a.crmId, a]));
    // What administrators set: an import must never change it.
    await handle.db
      .update(articles)
      .set({ featured: true, youtubeLink: 'https://youtu.be/demo' })
      .where(eq(articles.crmId, 'HEI-100000'));
    await handle.db
      .update(articles)
      .set({ featured: true })
      .where(eq(articles.crmId, 'KAR-100001'));

    // KAR-100001 and SAR-100004 leave the file; BRA-100014's price changes.
    const changed = withoutCodes(sampleText(), ['KAR-100001', 'SAR-100004']).replace(
      ';3\u00a0013,13;',
      ';3\u00a0100,00;',
    );
    const second = await run(iconv.encode(changed, 'win1252'));
    expect(second.summary).toMatchObject({
      read: 34,
      created: 0,
      updated: 1,
      unchanged: 30,
      withdrawn: 2,
      restored: 0,
      rejected: 3,
      categoriesCreated: 0,
    });
    expect((await article('BRA-100014')).basePriceCents).toBe(310000);
    expect(await article('KAR-100001')).toMatchObject({ softDeleted: true, featured: true });
    expect((await article('SAR-100004')).softDeleted).toBe(true);
    // Withdrawn, never deleted: the id stays for the quotes that refer to it.
    expect((await article('KAR-100001')).id).toBe(byCode.get('KAR-100001')?.id);

    const third = await run(SAMPLE);
    expect(third.summary).toMatchObject({
      read: 36,
      created: 0,
      updated: 1,
      unchanged: 32,
      withdrawn: 0,
      restored: 2,
      rejected: 3,
      categoriesCreated: 0,
    });
    const after = await storedArticles();
    expect(after.filter((a) => a.softDeleted).map((a) => a.crmId)).toEqual(['HAN-100010']);
    expect(await article('HEI-100000')).toMatchObject({
      featured: true,
      youtubeLink: 'https://youtu.be/demo',
    });
    expect(await article('KAR-100001')).toMatchObject({ featured: true, softDeleted: false });
    for (const a of after) {
      const first = byCode.get(a.crmId);
      expect(a.id).toBe(first?.id);
      expect(a.slug).toBe(first?.slug);
    }
    expect(await categoryIds()).toEqual(idsBefore);
    expect(await handle.db.select({ status: importRuns.status }).from(importRuns)).toHaveLength(3);
  });

  it('counts a withdrawn article that comes back as restored, and SOMMEIL = 1 as withdrawn', async () => {
    await run(
      csv([
        'A-1;Bécher;1,00;Verrerie;Béchers;Forme basse;0',
        'A-2;Fiole;2,00;Verrerie;Fioles;Jaugées;0',
      ]),
    );
    const second = await run(
      csv([
        'A-1;Bécher;1,00;Verrerie;Béchers;Forme basse;1',
        'A-2;Fiole;2,00;Verrerie;Fioles;Jaugées;0',
      ]),
      'export.csv',
      null,
      1,
    );
    expect(second.summary).toMatchObject({ unchanged: 2, updated: 0, withdrawn: 1, restored: 0 });
    const third = await run(
      csv([
        'A-1;Bécher;1,00;Verrerie;Béchers;Forme basse;0',
        'A-2;Fiole;2,00;Verrerie;Fioles;Jaugées;0',
      ]),
    );
    expect(third.summary).toMatchObject({ unchanged: 2, updated: 0, withdrawn: 0, restored: 1 });
  });

  it('does not withdraw an article whose line was rejected', async () => {
    const fiole = 'A-2;Fiole;2,00;Verrerie;Fioles;Jaugées;0';
    await run(csv(['A-1;Bécher;1,00;Verrerie;Béchers;Forme basse;0', fiole]));
    const second = await run(csv(['A-1;Bécher;1,0x;Verrerie;Béchers;Forme basse;0', fiole]));
    expect(second.summary).toMatchObject({ rejected: 1, withdrawn: 0 });
    expect(await article('A-1')).toMatchObject({ softDeleted: false, basePriceCents: 100 });
  });

  it('stores prices up to 1,000,000.00 € and reports a line priced above', async () => {
    const result = await run(
      csv([
        'A-1;Microscope;1 000 000,00;Optique;Microscopes;Droits;0',
        'A-2;Microscope;1000000,01;Optique;Microscopes;Droits;0',
      ]),
    );
    expect(result.summary).toMatchObject({ created: 1, rejected: 1 });
    expect(result.lines.slice(SUMMARY_LINES)).toEqual([
      'Ligne 3 : prix HT trop élevé « 1000000,01 » (article A-2)',
    ]);
    expect(await article('A-1')).toMatchObject({ basePriceCents: 100_000_000 });
  });

  it('gives a new slug when the label changes, and suffixes slugs already taken', async () => {
    await run(
      csv([
        'AB-1;Tube;1,00;Contact;Hygiène;Gants;0',
        'ab 1;Tube;1,00;Contact;Hygiene;Gants;0',
        'C-1;Flacon;1,00;Admin;Divers;Divers;0',
      ]),
    );
    expect((await article('AB-1')).slug).toBe('tube-ab-1');
    expect((await article('ab 1')).slug).toBe('tube-ab-1-2');
    const cats = await handle.db
      .select({ label: categories.label, slug: categories.slug })
      .from(categories)
      .orderBy(asc(categories.label));
    expect(cats).toEqual([
      { label: 'Admin', slug: 'admin-2' },
      { label: 'Contact', slug: 'contact-2' },
    ]);
    const subs = await handle.db
      .select({ label: subCategories.label, slug: subCategories.slug })
      .from(subCategories)
      .orderBy(asc(subCategories.slug));
    expect(subs).toEqual([
      { label: 'Divers', slug: 'divers' },
      { label: 'Hygiène', slug: 'hygiene' },
      { label: 'Hygiene', slug: 'hygiene-2' },
    ]);

    const renamed = await run(
      csv([
        'AB-1;Tube à essai;1,00;Contact;Hygiène;Gants;0',
        'ab 1;Tube;1,00;Contact;Hygiene;Gants;0',
        'C-1;Flacon;1,00;Admin;Divers;Divers;0',
      ]),
    );
    expect(renamed.summary).toMatchObject({ updated: 1, unchanged: 2 });
    expect((await article('AB-1')).slug).toBe('tube-a-essai-ab-1');
    expect((await article('ab 1')).slug).toBe('tube-ab-1-2');
  });

  it('lists at most 200 rejected lines, then counts the others', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => `R-${i};Article ${i};;F;S;U;0`);
    rows.push('OK-1;Valable;1,00;F;S;U;0');
    const result = await run(csv(rows), 'export.csv', null, 0);
    expect(result.applied).toBe(true);
    expect(result.summary).toMatchObject({ read: 251, created: 1, rejected: 250 });
    const rejections = result.lines.slice(SUMMARY_LINES);
    expect(rejections).toHaveLength(201);
    expect(rejections[0]).toBe('Ligne 2 : prix HT manquant (article R-0)');
    expect(rejections[199]).toBe('Ligne 201 : prix HT manquant (article R-199)');
    expect(rejections[200]).toBe('… et 50 autres lignes rejetées');
  });

  // Between processes (PostgreSQL): the lock of a running import refuses the second one.
  // PGlite runs one transaction at a time in its single process, where the service refuses it.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'refuses an import while another holds the import lock, and changes nothing',
    async () => {
      const refusal = await handle.db.transaction(async (tx) => {
        expect(await tryLockImports(tx)).toBe(true);
        return run(SAMPLE).catch((error: unknown) => error);
      });
      expect(refusal).toMatchObject({ statusCode: 409, code: 'import_running' });
      expect((await countRows())?.articles).toBe(0);
      expect((await run(SAMPLE)).applied).toBe(true);
    },
  );

  it('keeps the rejected lines with the run, in file order', async () => {
    await run(SAMPLE, 'sample.csv');
    const [stored] = await handle.db.select({ rejections: importRuns.rejections }).from(importRuns);
    expect(stored?.rejections).toEqual([
      { line: 9, crmId: 'DUT-100007', message: SAMPLE_REJECTIONS[0] },
      { line: 10, crmId: null, message: SAMPLE_REJECTIONS[1] },
      { line: 11, crmId: 'DUR-100002', message: SAMPLE_REJECTIONS[2] },
    ]);
  });

  it('records the administrator who ran the import', async () => {
    await handle.db.execute(
      sql`insert into users (id, email, password_hash) values (7, 'admin@example.test', 'x')`,
    );
    await run(SAMPLE, 'sample.csv', 7);
    expect(await handle.db.select({ userId: importRuns.userId }).from(importRuns)).toEqual([
      { userId: 7 },
    ]);
  });
});
