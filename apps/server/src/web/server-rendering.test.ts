import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '#db/schema';
import { insertArticle, insertTree } from '#test/catalog-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';
import { buildWebApp } from '#test/web-build';

// docs/decisions/027-server-rendering.md: the public pages come from the server with
// their content, title, styles and the data the browser takes over.

let t: TestApp;
let dist: string;
let articlePath: string;
let articleId: number;
let categoryId: number;
let withdrawnPath: string;
let pictureId: number;

beforeAll(async () => {
  dist = buildWebApp();
  t = await createTestApp({ WEB_DIST_DIR: dist });
  const tree = await insertTree(t.database.db, ['Verrerie', 'Flaconnage', 'Flacons']);
  const article = await insertArticle(t.database.db, {
    crmId: 'DUR-100232',
    label: 'Flacon GL 45 1000 ml',
    underSubCategoryId: tree.underSubCategoryId,
    basePriceCents: 5984,
    conditionnement: 'Lot de 10',
    description: 'Flacon de laboratoire à col large.',
  });
  const [picture] = await t.database.db
    .insert(attachments)
    .values({
      articleId: article.id,
      isPicture: true,
      isFirst: true,
      originalFileName: 'flacon.jpg',
      mimeType: 'image/webp',
      sizeBytes: 4,
      pxWidth: 1600,
      pxHeight: 1200,
      storageKey: 'ab/flacon',
    })
    .returning();
  pictureId = picture?.id ?? 0;
  // Enough rows that the last ones open below the fold.
  for (const rank of [1, 2, 3, 4, 5]) {
    await insertArticle(t.database.db, {
      crmId: `DUR-20000${rank}`,
      label: `Flacon bas ${rank}`,
      underSubCategoryId: tree.underSubCategoryId,
    });
  }
  articlePath = `/verrerie/flaconnage/flacons/${article.slug}`;
  articleId = article.id;
  categoryId = tree.categoryId;
  const withdrawn = await insertArticle(t.database.db, {
    crmId: 'DUR-100299',
    label: 'Flacon retiré',
    underSubCategoryId: tree.underSubCategoryId,
    softDeleted: true,
  });
  withdrawnPath = `/verrerie/flaconnage/flacons/${withdrawn.slug}`;
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function page(url: string) {
  const res = await t.app.inject(url);
  const text = res.body
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  return { res, html: res.body, text };
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
/** An attribute of the first tag `tag` finds; names in any case, as HTML reads them. */
const attribute = (html: string, tag: RegExp, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag.exec(html)?.[0] ?? '')?.[1];
const canonical = (html: string) => attribute(html, /<link rel="canonical"[^>]*>/, 'href');
const metaContent = (html: string, key: string) =>
  attribute(html, new RegExp(`<meta (name|property)="${key}"[^>]*>`), 'content');
/** The page's structured data blocks, parsed (docs/product/search-engines.md#structured-data). */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );

describe('pages rendered on the server', () => {
  it('renders the home page with the menu, its categories, one title and its styles', async () => {
    const { res, html, text } = await page('/home');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(title(html)).toMatch(/^Accueil – /);
    expect(html).toContain('<html lang="fr">');
    expect(html).toMatch(/<style data-emotion="lab-served [^"]+" data-s="">/);
    expect(text).toContain('Verrerie');
    expect(html).toContain('href="/verrerie"');
    expect(jsonLd(html)).toEqual([
      expect.objectContaining({ '@type': 'Organization', url: 'http://localhost:3000/home' }),
    ]);
  });

  it('holds the first paint until the header, menu included, is parsed', async () => {
    const { html } = await page('/home');
    const head = html.slice(0, html.indexOf('</head>'));
    const expectLink = /<link rel="expect"[^>]*>/.exec(head)?.[0] ?? '';
    expect(attribute(expectLink, /<link[^>]*>/, 'blocking')).toBe('render');
    const target = attribute(expectLink, /<link[^>]*>/, 'href') ?? '';
    expect(target).toMatch(/^#./);
    const targetAt = html.indexOf(`id="${target.slice(1)}"`);
    // The menu's first category tab and the header's end come before the awaited element.
    expect(html.indexOf('href="/verrerie"')).toBeGreaterThan(html.indexOf('</head>'));
    expect(html.indexOf('href="/verrerie"')).toBeLessThan(targetAt);
    expect(html.indexOf('</header>')).toBeLessThan(targetAt);
  });

  it("lays a phone's page out for a phone, kept apart from the desktop's", async () => {
    const listPath = '/verrerie/flaconnage/flacons';
    const desktop = await t.app.inject({ url: listPath, headers: { 'user-agent': 'Firefox' } });
    const phone = await t.app.inject({ url: listPath, headers: { 'sec-ch-ua-mobile': '?1' } });
    for (const res of [desktop, phone]) {
      expect(res.headers.vary).toBe('sec-ch-ua-mobile, user-agent, accept-encoding');
    }
    // The desktop's list is a table; a phone's, cards in a list, as the browser lays it out.
    expect(desktop.body).toContain('role="rowgroup"');
    expect(desktop.body).toMatch(/id="query-state" data-window-width="1280"/);
    expect(phone.body).not.toContain('role="rowgroup"');
    expect(phone.body).toMatch(/<ul aria-label="Articles"/);
    expect(phone.body).toMatch(/id="query-state" data-window-width="375"/);
  });

  it('renders a category and a list with references, packing and prices HT', async () => {
    const category = await page('/verrerie');
    expect(category.res.statusCode).toBe(200);
    expect(title(category.html)).toMatch(/^Verrerie – /);
    expect(category.html).toContain('href="/verrerie/flaconnage"');
    expect(canonical(category.html)).toBe('http://localhost:3000/verrerie');
    expect(metaContent(category.html, 'description')).toMatch(/^Verrerie : Flaconnage\./);

    const list = await page('/verrerie/flaconnage/flacons');
    expect(list.res.statusCode).toBe(200);
    expect(list.text).toContain('DUR-100232');
    expect(list.text).toContain('Lot de 10');
    expect(list.text).toContain('59,84 €');
    expect(list.html).toContain(`href="${articlePath}"`);
    const [trail] = jsonLd(list.html);
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(
      ((trail?.itemListElement ?? []) as { position: number; name: string; item: string }[]).map(
        (step) => [step.position, step.name, step.item],
      ),
    ).toEqual([
      [1, 'Accueil', 'http://localhost:3000/home'],
      [2, 'Verrerie', 'http://localhost:3000/verrerie'],
      [3, 'Flaconnage', 'http://localhost:3000/verrerie/flaconnage'],
      [4, 'Flacons', 'http://localhost:3000/verrerie/flaconnage/flacons'],
    ]);
  });

  it('renders the article with its description, price box and the data to hydrate with', async () => {
    const { res, html, text } = await page(articlePath);
    expect(res.statusCode).toBe(200);
    expect(title(html)).toMatch(/^Flacon GL 45 1000 ml – /);
    expect(text).toContain('Flacon de laboratoire à col large.');
    expect(text).toContain('59,84 €');
    expect(canonical(html)).toBe(`http://localhost:3000${articlePath}`);
    expect(metaContent(html, 'description')).toBe('Flacon de laboratoire à col large.');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'og:title')).toMatch(/^Flacon GL 45 1000 ml – /);
    expect(metaContent(html, 'og:url')).toBe(`http://localhost:3000${articlePath}`);
    const [product, trail] = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Flacon GL 45 1000 ml',
      sku: 'DUR-100232',
      offers: { '@type': 'Offer', price: '59.84', priceCurrency: 'EUR' },
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    // The quote needs the scripts: said where the add controls are.
    expect(html).toContain('Activez JavaScript pour ajouter cet article à votre devis.');
    const state = /<script type="application\/json" id="query-state"[^>]*>(.*?)<\/script>/.exec(
      html,
    );
    const queries = JSON.parse(state?.[1] ?? '{}').queries as {
      queryKey: unknown[];
      state: { status: string };
    }[];
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((query) => query.state.status === 'success')).toBe(true);
    // The start-up data the server holds comes with the page: the browser taking it over asks
    // nothing before its first render.
    expect(queries.map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([
        ['categories', 'flat'],
        ['campaigns', 'active'],
      ]),
    );
  });

  it("puts the article's picture in the HTML with its sizes, first in line, preloaded", async () => {
    const { html } = await page(articlePath);
    const files = (file: string, width: number) =>
      `/exposed/attachment/${pictureId}/get/${file} ${width}w`;
    const srcSet = [
      files('small/size', 176),
      files('thumbnail', 400),
      files('medium/size', 800),
      files('full/size', 1600),
    ];
    const main = /<img[^>]*alt="Flacon GL 45 1000 ml"[^>]*>/.exec(html)?.[0] ?? '';
    expect(attribute(main, /<img[^>]*>/, 'srcset')).toBe(srcSet.join(', '));
    expect(attribute(main, /<img[^>]*>/, 'sizes')).toBe(
      '(max-width: 528px) calc(100vw - 48px), 480px',
    );
    expect(attribute(main, /<img[^>]*>/, 'width')).toBe('480');
    expect(attribute(main, /<img[^>]*>/, 'height')).toBe('480');
    expect(attribute(main, /<img[^>]*>/, 'fetchpriority')).toBe('high');
    expect(main).not.toContain('loading="lazy"');
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0] ?? '';
    expect(attribute(preload, /<link[^>]*>/, 'imagesrcset')).toBe(srcSet.join(', '));
    expect(attribute(preload, /<link[^>]*>/, 'imagesizes')).toBe(
      '(max-width: 528px) calc(100vw - 48px), 480px',
    );
    expect(attribute(preload, /<link[^>]*>/, 'fetchpriority')).toBe('high');
  });

  it("fetches the first rows' pictures of a list at once, the ones below the fold lazily", async () => {
    const { html } = await page('/verrerie/flaconnage/flacons');
    const loading = [...html.matchAll(/<img[^>]*class="lab-article-thumbnail"[^>]*>/g)].map(
      ([img]) => attribute(img, /<img[^>]*>/, 'loading'),
    );
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it("offers a list's pictures in their small size, which a phone's square takes", async () => {
    const { html } = await page('/verrerie/flaconnage/flacons');
    const pictured = [...html.matchAll(/<img[^>]*class="lab-article-thumbnail"[^>]*>/g)]
      .map(([img]) => img)
      .find((img) => img.includes(`/attachment/${pictureId}/`));
    expect(attribute(pictured ?? '', /<img[^>]*>/, 'srcset')).toBe(
      `/exposed/attachment/${pictureId}/get/small/size 176w, /exposed/attachment/${pictureId}/get/thumbnail 400w`,
    );
  });

  it('renders a long list in steps that links without scripts can walk to its end', async () => {
    const leaf = await insertTree(t.database.db, ['Consommables', 'Pipettes', 'Pointes']);
    await t.database.db.execute(sql`
      insert into articles (crm_id, label, base_price_cents, under_sub_category_id, slug, search_text)
      select 'GEN-' || g, 'Pointe ' || lpad(g::text, 3, '0'), 1000, ${leaf.underSubCategoryId},
             'pointe-' || g || '-gen-' || g, 'pointe'
      from generate_series(1, 120) as g`);
    // Written behind the import's back: the pages kept so far do not know the new leaf.
    t.app.catalog.invalidate();
    const listed = (html: string) =>
      html.match(/href="\/consommables\/pipettes\/pointes\/pointe-/g);
    const more = (html: string) =>
      /<a href="([^"]*)" class="lab-article-list__more">([^<]*)</.exec(html);

    const first = await page('/consommables/pipettes/pointes');
    expect(listed(first.html)).toHaveLength(50);
    expect(more(first.html)?.slice(1)).toEqual(['?shown=100', 'Afficher les 50 articles suivants']);
    const second = await page('/consommables/pipettes/pointes?shown=100');
    expect(listed(second.html)).toHaveLength(100);
    expect(more(second.html)?.slice(1)).toEqual([
      '?shown=150',
      'Afficher les 20 articles suivants',
    ]);
    const last = await page('/consommables/pipettes/pointes?shown=150');
    expect(listed(last.html)).toHaveLength(120);
    expect(more(last.html)).toBeNull();
    expect(last.text).toContain('Pointe 120');
    // The list is one page for search engines, whatever its rows.
    expect(canonical(last.html)).toBe('http://localhost:3000/consommables/pipettes/pointes');
  });

  it('renders about, terms and contact, and the shell of device pages', async () => {
    for (const url of ['/about', '/terms', '/contact']) {
      const { res, html } = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(html).toContain('<h1');
    }
    const cart = await page('/cart');
    expect(cart.res.statusCode).toBe(200);
    expect(cart.html).toContain('href="/verrerie"');
  });

  it('answers 404 with the not-found page for an unknown page or catalogue path', async () => {
    for (const url of ['/nothing-here', '/verrerie/nothing-here']) {
      const { res, text } = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(text).toContain('introuvable');
    }
  });

  it('answers 301 from an id address to its label route, 404 when the id names nothing', async () => {
    const article = await t.app.inject(`/a/${articleId}`);
    expect(article.statusCode).toBe(301);
    expect(article.headers.location).toBe(articlePath);
    const category = await t.app.inject(`/c/${categoryId}`);
    expect(category.statusCode).toBe(301);
    expect(category.headers.location).toBe('/verrerie');
    for (const url of ['/c/99999', '/a/99999', '/sc/abc']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
  });

  it('answers 410 for a withdrawn article, with a link to its category', async () => {
    const { res, html, text } = await page(withdrawnPath);
    expect(res.statusCode).toBe(410);
    expect(text).toContain('Article retiré de la vente');
    expect(html).toContain('href="/verrerie/flaconnage/flacons"');
  });

  it('marks the scripts every page starts with to be compiled while they download', () => {
    // docs/performance.md#the-start-compiled-while-it-downloads: the hint is read on the first
    // line only.
    const assets = fs.readdirSync(`${dist}/assets`);
    const starting = assets.filter((file) => /^(framework|shell)-.*\.js$/.test(file));
    expect(starting).toHaveLength(2);
    for (const file of starting) {
      expect(fs.readFileSync(`${dist}/assets/${file}`, 'utf8').split('\n')[0]).toBe(
        '//# allFunctionsCalledOnLoad',
      );
    }
  });

  it('redirects / to /home and never sends the server bundle', async () => {
    const root = await t.app.inject('/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/home');
    expect((await t.app.inject('/ssr/entry-server.js')).statusCode).not.toBe(200);
  });
});
