import { TEXT_INVALID_CHARACTER } from '@labo/domain/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { articles, attachments } from '#db/schema';
import { insertArticle, insertCampaign, insertTree } from '#test/catalog-fixtures';
import { importConfirmed } from '#test/import-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';
import { resetDatabase } from '#test/test-database';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function seed() {
  const beakers = await insertTree(t.database.db, [
    'Verrerie',
    'Verrerie de laboratoire',
    'Béchers',
  ]);
  const flasks = await insertTree(t.database.db, [
    'Verrerie',
    'Verrerie de laboratoire',
    'Erlenmeyers',
  ]);
  const stirrers = await insertTree(t.database.db, ['Appareillage', 'Agitation', 'Agitateurs']);
  const empty = await insertTree(t.database.db, ['Mobilier', 'Paillasses', 'Éviers']);
  const db = t.database.db;
  const low = await insertArticle(db, {
    crmId: 'DUR-100002',
    label: 'Bécher forme basse 250 ml',
    underSubCategoryId: beakers.underSubCategoryId,
    description: 'x'.repeat(200),
    basePriceCents: 1250,
  });
  const high = await insertArticle(db, {
    crmId: 'DUR-100003',
    label: 'Bécher forme haute 100 ml',
    underSubCategoryId: beakers.underSubCategoryId,
    featured: true,
  });
  const gone = await insertArticle(db, {
    crmId: 'DUR-100004',
    label: 'Bécher retiré',
    underSubCategoryId: beakers.underSubCategoryId,
    softDeleted: true,
  });
  const erlen = await insertArticle(db, {
    crmId: 'SCH-200001',
    label: 'Erlenmeyer col étroit 500 ml',
    underSubCategoryId: flasks.underSubCategoryId,
    vatBasisPoints: 550,
    basePriceCents: 1000,
  });
  const stirrer = await insertArticle(db, {
    crmId: 'HEI-300001',
    label: 'Agitateur magnétique',
    underSubCategoryId: stirrers.underSubCategoryId,
    softDeleted: true,
  });
  await insertArticle(db, {
    crmId: 'MOB-1',
    label: 'Évier retiré',
    underSubCategoryId: empty.underSubCategoryId,
    softDeleted: true,
  });
  return { beakers, flasks, stirrers, empty, low, high, gone, erlen, stirrer };
}

describe('catalogue API', () => {
  let s: Awaited<ReturnType<typeof seed>>;
  beforeEach(async () => {
    await resetDatabase(t.database);
    t.app.catalog.invalidate();
    s = await seed();
  });

  it('lists the flat tree sorted by label, without branches that show no article', async () => {
    const res = await t.app.inject('/exposed/categories/flat');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Appareillage and Mobilier hold only withdrawn articles: hidden, not deleted.
    expect(body.categories).toEqual([
      { id: s.beakers.categoryId, label: 'Verrerie', slug: 'verrerie' },
    ]);
    expect(body.subCategories).toEqual([
      {
        id: s.beakers.subCategoryId,
        label: 'Verrerie de laboratoire',
        slug: 'verrerie-de-laboratoire',
        category_id: s.beakers.categoryId,
      },
    ]);
    expect(body.underSubCategories.map((u: { label: string }) => u.label)).toEqual([
      'Béchers',
      'Erlenmeyers',
    ]);
  });

  it('sorts labels in French order, accents beside their letter', async () => {
    await insertArticle(t.database.db, {
      crmId: 'X-1',
      label: 'Éprouvette',
      underSubCategoryId: (
        await insertTree(t.database.db, ['Équipement', 'Écrans', 'Écrans plats'])
      ).underSubCategoryId,
    });
    await insertArticle(t.database.db, {
      crmId: 'X-2',
      label: 'Zèbre',
      underSubCategoryId: (await insertTree(t.database.db, ['Zoologie', 'Z', 'Z']))
        .underSubCategoryId,
    });
    t.app.catalog.invalidate();
    const body = (await t.app.inject('/exposed/categories/flat')).json();
    expect(body.categories.map((c: { label: string }) => c.label)).toEqual([
      'Équipement',
      'Verrerie',
      'Zoologie',
    ]);
  });

  it('answers article lists in French reading order, numbers by value, featured first', async () => {
    const { underSubCategoryId } = await insertTree(t.database.db, ['Verrerie', 'Tubes', 'Tubes']);
    for (const [crmId, label, featured] of [
      ['T-1', 'Tube 250 ml', false],
      ['T-2', 'Éprouvette graduée', false],
      ['T-3', 'Tube 50 ml', false],
      ['T-4', 'Zéolithe', true],
      ['T-5', 'Flacon', false],
    ] as const) {
      await insertArticle(t.database.db, { crmId, label, underSubCategoryId, featured });
    }
    t.app.catalog.invalidate();
    const list = (
      await t.app.inject(`/exposed/under/sub/category/${underSubCategoryId}/articles`)
    ).json();
    expect(list.map((a: { label: string }) => a.label)).toEqual([
      'Zéolithe',
      'Éprouvette graduée',
      'Flacon',
      'Tube 50 ml',
      'Tube 250 ml',
    ]);
  });

  it('lists the articles of an under-sub-category, featured first, withdrawn hidden', async () => {
    const res = await t.app.inject(
      `/exposed/under/sub/category/${s.beakers.underSubCategoryId}/articles`,
    );
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((a: { crmId: string }) => a.crmId)).toEqual(['DUR-100003', 'DUR-100002']);
    const low = list[1];
    expect(low).toMatchObject({
      id: s.low.id,
      label: 'Bécher forme basse 250 ml',
      crmId: 'DUR-100002',
      basePrice: '12.50',
      ttcPrice: '15.00',
      slug: 'becher-forme-basse-250-ml-dur-100002',
      cat_label: 'Verrerie',
      sc_label: 'Verrerie de laboratoire',
      usc_label: 'Béchers',
      featured: '0',
      soft_deleted: '0',
      activeSaleCampaign: null,
      pictures: [],
    });
    expect(low.short_description).toBe(`${'x'.repeat(180)}...`);
    expect(list[0].featured).toBe('1');
  });

  it('lists every article under a sub-category', async () => {
    const res = await t.app.inject(`/exposed/sub/category/${s.beakers.subCategoryId}/articles`);
    expect(res.json().map((a: { crmId: string }) => a.crmId)).toEqual([
      'DUR-100003',
      'DUR-100002',
      'SCH-200001',
    ]);
    const erlen = res.json()[2];
    expect(erlen.ttcPrice).toBe('10.55');
  });

  it('answers 404 JSON for unknown categories and 400 for malformed ids', async () => {
    for (const url of [
      '/exposed/under/sub/category/999999/articles',
      '/exposed/sub/category/999999/articles',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
      expect(res.json().message).toMatch(/introuvable/);
    }
    const bad = await t.app.inject('/exposed/sub/category/abc/articles');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('invalid_input');
  });

  it('reads path ids as decimal digits only: /exposed/detailed/0x1/article is no article 1', async () => {
    const { underSubCategoryId } = await insertTree(t.database.db, ['Verrerie', 'Béchers', 'Bas']);
    const article = await insertArticle(t.database.db, {
      crmId: 'ID-1',
      label: 'Bécher',
      underSubCategoryId,
    });
    expect((await t.app.inject(`/exposed/detailed/${article.id}/article`)).statusCode).toBe(200);
    for (const other of [`0x${article.id.toString(16)}`, `0${article.id}`, `${article.id}e0`]) {
      const res = await t.app.inject(`/exposed/detailed/${other}/article`);
      expect(res.statusCode, other).toBe(400);
      expect(res.json().error).toBe('invalid_input');
    }
  });

  it('lists featured articles only when visible', async () => {
    await insertArticle(t.database.db, {
      crmId: 'F-GONE',
      label: 'Vedette retirée',
      underSubCategoryId: s.beakers.underSubCategoryId,
      featured: true,
      softDeleted: true,
    });
    const res = await t.app.inject('/exposed/featured/articles');
    expect(res.json().map((a: { crmId: string }) => a.crmId)).toEqual(['DUR-100003']);
  });

  it('gives the detail by id and by slug, with description, pictures and documents', async () => {
    await t.database.db.insert(attachments).values([
      {
        articleId: s.low.id,
        isPicture: true,
        isFirst: false,
        originalFileName: 'b.jpg',
        mimeType: 'image/jpeg',
        sizeBytes: 10,
        storageKey: 'a/2',
        position: 1,
      },
      {
        articleId: s.low.id,
        isPicture: true,
        isFirst: true,
        originalFileName: 'a.jpg',
        mimeType: 'image/jpeg',
        sizeBytes: 10,
        storageKey: 'a/1',
        position: 2,
      },
      {
        articleId: s.low.id,
        isPicture: false,
        originalFileName: 'fiche.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 10,
        storageKey: 'a/3',
      },
    ]);
    const byId = await t.app.inject(`/exposed/detailed/${s.low.id}/article`);
    expect(byId.statusCode).toBe(200);
    const [article] = byId.json().article;
    expect(article.description).toBe('x'.repeat(200));
    expect(
      article.pictures.map((p: { original_file_name: string }) => p.original_file_name),
    ).toEqual(['a.jpg', 'b.jpg']);
    expect(article.pictures[0]).toMatchObject({ is_picture: '1', firstAttachment: '1' });
    expect(article.attachments).toEqual([
      expect.objectContaining({ original_file_name: 'fiche.pdf', is_picture: '0' }),
    ]);
    const bySlug = await t.app.inject(
      '/exposed/detailed/by/becher-forme-basse-250-ml-dur-100002/article',
    );
    expect(bySlug.json().article[0].id).toBe(s.low.id);
    // Lists keep only the default picture.
    const list = (
      await t.app.inject(`/exposed/under/sub/category/${s.beakers.underSubCategoryId}/articles`)
    ).json();
    expect(
      list[1].pictures.map((p: { original_file_name: string }) => p.original_file_name),
    ).toEqual(['a.jpg']);
  });

  it('still answers a withdrawn article by id, flagged, so that carts can purge it', async () => {
    const res = await t.app.inject(`/exposed/detailed/${s.gone.id}/article`);
    expect(res.statusCode).toBe(200);
    expect(res.json().article[0].soft_deleted).toBe('1');
  });

  it('answers 404 JSON for an unknown article id or slug', async () => {
    for (const url of ['/exposed/detailed/424242/article', '/exposed/detailed/by/nope/article']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Article introuvable' });
    }
  });

  it('serves the page of articles imported with the longest labels', async () => {
    // docs/product/catalogue.md#slug-length: the import accepts a label of any length and
    // cuts its slug, so the page of every imported article can load.
    const demoLabel =
      'Pipette graduée en verre borosilicaté classe AS, 10 ml, graduation 1/10, code couleur orange, bague de sécurité';
    const longLabel = 'Tube à essai en verre sodocalcique '.repeat(120);
    const file = [
      'CODE;DESIG;PRIX_HT;FAMILLE;SOUS_FAMILLE;SOUS_SOUS_FAMILLE',
      `LONG-1;${demoLabel};4,20;Verrerie;Pipettes;Graduées`,
      `LONG-2;${longLabel};1,00;Verrerie;Tubes;À essai`,
      `LONG-3;${longLabel};1,10;Verrerie;Tubes;À essai`,
    ].join('\r\n');
    const result = await importConfirmed(t.database.db, Buffer.from(file), 'x.csv');
    expect(result.applied, result.lines.join('\n')).toBe(true);
    const slugs = (
      await t.database.db.select({ crmId: articles.crmId, slug: articles.slug }).from(articles)
    )
      .filter((a) => a.crmId.startsWith('LONG-'))
      .map((a) => a.slug);
    expect(new Set(slugs).size).toBe(3);
    expect(Math.max(...slugs.map((s) => s.length))).toBeGreaterThan(100);
    for (const slug of slugs) {
      const res = await t.app.inject(`/exposed/detailed/by/${slug}/article`);
      expect(res.statusCode, slug).toBe(200);
      expect(res.json().article[0].slug).toBe(slug);
    }
  });

  it('finds visible articles by reference, whatever the case', async () => {
    const res = await t.app.inject('/exposed/articles/by/dur-100002/reference');
    expect(res.json().map((a: { id: number }) => a.id)).toEqual([s.low.id]);
    const gone = await t.app.inject('/exposed/articles/by/DUR-100004/reference');
    expect(gone.json()).toEqual([]);
    const unknown = await t.app.inject('/exposed/articles/by/NOPE-1/reference');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual([]);
  });

  it('refuses a NUL character in a reference with a 400 naming the parameter', async () => {
    // docs/product/api-conventions.md#text-fields: PostgreSQL text cannot hold NUL.
    const res = await t.app.inject('/exposed/articles/by/DUR%00-100002/reference');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_input',
      fields: { reference: TEXT_INVALID_CHARACTER },
    });
  });

  it('answers the articles of a cart by ids, withdrawn ones flagged and unknown ones absent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/exposed/articles/by/ids',
      payload: { ids: [s.erlen.id, s.gone.id, 424242, s.low.id] },
    });
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().map((a: { id: number }) => [a.id, a]));
    expect([...byId.keys()].sort()).toEqual([s.low.id, s.gone.id, s.erlen.id].sort());
    expect(byId.get(s.gone.id)).toMatchObject({ soft_deleted: '1' });
    expect(byId.get(s.erlen.id)).toMatchObject({ soft_deleted: '0', basePrice: '10.00' });
  });

  it('refuses an empty or oversized id list with a 400 JSON error', async () => {
    for (const ids of [[], Array.from({ length: 501 }, (_, i) => i + 1), ['x']]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/exposed/articles/by/ids',
        payload: { ids },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBeTypeOf('string');
    }
  });

  it('answers the articles of a pasted list by references, case aside, withdrawn ones flagged', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/exposed/articles/by/references',
      payload: { references: ['dur-100002', 'DUR-100004', 'INCONNU-1', 'SCH-200001'] },
    });
    expect(res.statusCode).toBe(200);
    const byReference = new Map(res.json().map((a: { crmId: string }) => [a.crmId, a]));
    expect([...byReference.keys()].sort()).toEqual(['DUR-100002', 'DUR-100004', 'SCH-200001']);
    expect(byReference.get('DUR-100004')).toMatchObject({ soft_deleted: '1' });
    expect(byReference.get('DUR-100002')).toMatchObject({ soft_deleted: '0', id: s.low.id });
  });

  it('refuses an empty or oversized reference list with a 400 JSON error in French', async () => {
    for (const references of [
      [],
      Array.from({ length: 501 }, (_, i) => `REF-${i}`),
      [''],
      ['x'.repeat(101)],
      [3],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/exposed/articles/by/references',
        payload: { references },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[a-zé]/);
    }
  });

  it('shows the campaign active now on articles and in the active list', async () => {
    const day = 24 * 3600 * 1000;
    const now = Date.now();
    const current = await insertCampaign(t.database.db, {
      title: 'Rentrée',
      percentage: 15,
      startAt: new Date(now - day),
      endAt: new Date(now + day),
      articleIds: [s.low.id],
    });
    await insertCampaign(t.database.db, {
      title: 'Printemps',
      percentage: 10,
      startAt: new Date(now + 10 * day),
      endAt: new Date(now + 20 * day),
      articleIds: [s.low.id, s.high.id],
    });
    await insertCampaign(t.database.db, {
      title: 'Passée',
      percentage: 5,
      startAt: new Date(now - 20 * day),
      endAt: new Date(now - 10 * day),
      articleIds: [s.erlen.id],
    });
    const [article] = (await t.app.inject(`/exposed/detailed/${s.low.id}/article`)).json().article;
    expect(article.active_sales_campaign_id).toBe(current.id);
    expect(article.activeSaleCampaign).toMatchObject({ title: 'Rentrée', percentage: 15 });
    expect(article.activeSaleCampaign.end_date_time).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/,
    );
    expect(article.sales_campaign.map((c: { title: string }) => c.title)).toEqual([
      'Rentrée',
      'Printemps',
    ]);
    const active = (await t.app.inject('/exposed/active/sales/campaigns')).json();
    expect(active).toEqual([
      expect.objectContaining({ id: current.id, title: 'Rentrée', percentage: 15, articlesCnt: 1 }),
    ]);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject('/exposed/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: expect.any(String) });
  });
});
