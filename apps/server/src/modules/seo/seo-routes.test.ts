import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { articles } from '#db/schema';
import { insertArticle, insertTree } from '#test/catalog-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';
import { resetDatabase } from '#test/test-database';

const SITE = 'https://boutique.labo.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

interface UrlEntry {
  loc: string;
  lastmod?: string;
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `${SITE}/` });
});
afterAll(() => t.close());

beforeEach(async () => {
  await resetDatabase(t.database);
  t.app.catalog.invalidate();
});

/** GETs an XML answer, checks it is well-formed, and returns it parsed. */
async function getXml(url: string) {
  const res = await t.app.inject(url);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(XMLValidator.validate(res.body)).toBe(true);
  return parser.parse(res.body);
}

async function sitemapFiles(): Promise<string[]> {
  const index = (await getXml('/sitemap.xml')).sitemapindex;
  expect(index['@_xmlns']).toBe(SITEMAP_NS);
  return index.sitemap.map((s: { loc: string }) => s.loc);
}

async function urls(file: string): Promise<UrlEntry[]> {
  const set = (await getXml(file)).urlset;
  expect(set['@_xmlns']).toBe(SITEMAP_NS);
  return set.url ?? [];
}

describe('robots.txt (docs/product/search-engines.md#robots)', () => {
  it('keeps crawlers out of the cart, validation, account and admin pages and names the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/cart$', '/cart/', '/my/', '/admin$', '/admin/', '/login$']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    // A bare prefix would also hide categories whose slug starts the same way.
    expect(lines).not.toContain('Disallow: /cart');
  });
});

describe('sitemaps (docs/product/search-engines.md#sitemap)', () => {
  it('lists the pages, the visible tree and the visible articles at their label routes', async () => {
    const db = t.database.db;
    const beakers = await insertTree(db, ['Verrerie', 'Verrerie de laboratoire', 'Béchers']);
    const closed = await insertTree(db, ['Mobilier', 'Paillasses', 'Éviers']);
    const kept = await insertArticle(db, {
      crmId: 'DUR-100002',
      label: 'Bécher forme basse 250 ml',
      underSubCategoryId: beakers.underSubCategoryId,
    });
    await insertArticle(db, {
      crmId: 'DUR-100004',
      label: 'Bécher retiré',
      underSubCategoryId: beakers.underSubCategoryId,
      softDeleted: true,
    });
    await insertArticle(db, {
      crmId: 'MOB-1',
      label: 'Évier retiré',
      underSubCategoryId: closed.underSubCategoryId,
      softDeleted: true,
    });
    const changedAt = new Date('2026-11-20T09:30:00Z');
    await db.update(articles).set({ updatedAt: changedAt }).where(sql`${articles.id} = ${kept.id}`);

    expect(await sitemapFiles()).toEqual([`${SITE}/sitemap-1.xml`]);
    const entries = await urls('/sitemap-1.xml');
    expect(entries.map((u) => u.loc)).toEqual([
      `${SITE}/home`,
      `${SITE}/about`,
      `${SITE}/terms`,
      `${SITE}/contact/us`,
      `${SITE}/verrerie`,
      `${SITE}/verrerie/verrerie-de-laboratoire`,
      `${SITE}/verrerie/verrerie-de-laboratoire/bechers`,
      `${SITE}/verrerie/verrerie-de-laboratoire/bechers/becher-forme-basse-250-ml-dur-100002`,
    ]);
    expect(entries.at(-1)?.lastmod).toBe('2026-11-20T09:30:00Z');
    expect(entries[0]?.lastmod).toBeUndefined();
  });

  it("gives each article's lastmod from the last import that changed it", async () => {
    const header = 'CODE;DESIG;PRIX_HT;FAMILLE;SOUS_FAMILLE;SOUS_SOUS_FAMILLE';
    const exportWith = (price: string) =>
      Buffer.from(
        [
          header,
          `DUR-1;Flacon GL 45;${price};Verrerie;Flaconnage;Flacons`,
          'DUR-2;Flacon GL 32;8,00;Verrerie;Flaconnage;Flacons',
        ].join('\r\n'),
      );
    const lastmods = async () => {
      const entries = await urls('/sitemap-1.xml');
      return Object.fromEntries(
        entries.filter((u) => u.loc.includes('/flacons/')).map((u) => [u.loc, u.lastmod]),
      );
    };
    await t.app.imports.run(exportWith('10,00'), 'first.csv');
    const first = await lastmods();
    // A past day for every article, so that a later import's time cannot equal it.
    await t.database.db.update(articles).set({ updatedAt: new Date('2026-11-01T08:00:00Z') });
    const changed = Object.keys(first).find((loc) => loc.endsWith('-dur-1')) ?? '';
    const kept = Object.keys(first).find((loc) => loc.endsWith('-dur-2')) ?? '';

    await t.app.imports.run(exportWith('12,00'), 'second.csv');
    const second = await lastmods();
    expect(second[kept]).toBe('2026-11-01T08:00:00Z');
    expect(second[changed]).not.toBe('2026-11-01T08:00:00Z');
    expect(Date.parse(second[changed] ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 404 past the last file and 400 for a page that is not a number', async () => {
    expect((await t.app.inject('/sitemap-2.xml')).statusCode).toBe(404);
    expect((await t.app.inject('/sitemap-0.xml')).statusCode).toBe(400);
    expect((await t.app.inject('/sitemap-x.xml')).statusCode).toBe(400);
  });

  it('cuts more than 50,000 addresses into files of 50,000 at most', async () => {
    const db = t.database.db;
    const leaf = await insertTree(db, ['Consommables', 'Pipettes', 'Pointes']);
    // 4 pages and 3 categories: 49,994 articles make 50,001 addresses. One statement,
    // which the search vocabulary's statement trigger follows in one go.
    const count = 49_994;
    await db.execute(sql`
      insert into articles (crm_id, label, base_price_cents, under_sub_category_id, slug, search_text)
      select 'GEN-' || g, 'Pointe ' || g, 1000, ${leaf.underSubCategoryId},
             'pointe-' || g || '-gen-' || g, 'pointe'
      from generate_series(1, ${count}) as g`);
    const hidden = await insertArticle(db, {
      crmId: 'GEN-HIDDEN',
      label: 'Pointe retirée',
      underSubCategoryId: leaf.underSubCategoryId,
      softDeleted: true,
    });

    const files = await sitemapFiles();
    expect(files).toEqual([`${SITE}/sitemap-1.xml`, `${SITE}/sitemap-2.xml`]);
    const started = performance.now();
    const answer = await t.app.inject('/sitemap-1.xml');
    const firstFileMs = performance.now() - started;
    expect(answer.statusCode).toBe(200);
    const first = await urls('/sitemap-1.xml');
    const second = await urls('/sitemap-2.xml');
    expect(first).toHaveLength(50_000);
    expect(second).toHaveLength(1);
    const locs = new Set([...first, ...second].map((u) => u.loc));
    expect(locs.size).toBe(50_001);
    expect(second[0]?.loc).toBe(
      `${SITE}/consommables/pipettes/pointes/pointe-${count}-gen-${count}`,
    );
    expect([...locs].some((loc) => loc.endsWith(hidden.slug))).toBe(false);
    expect((await t.app.inject('/sitemap-3.xml')).statusCode).toBe(404);
    // docs/performance.md#sitemaps records the time measured on PGlite.
    console.info(`sitemap file of 50,000 addresses: ${Math.round(firstFileMs)} ms`);
  }, 60_000);
});

describe('beside the web app', () => {
  let dist: string;
  let withBuild: TestApp;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    withBuild = await createTestApp({ PUBLIC_URL: SITE, WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await withBuild.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('is not shadowed by the page the web app serves for the paths no route takes', async () => {
    const robots = await withBuild.app.inject('/robots.txt');
    expect(robots.body).toContain('User-agent: *');
    const index = await withBuild.app.inject('/sitemap.xml');
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    const home = await withBuild.app.inject('/home');
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
