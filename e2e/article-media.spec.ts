import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { articlePath } from '@labo/domain/catalog-paths';
import type { Article, ArticleDetail, FlatCategories } from '@labo/domain/catalog-schemas';
import { type APIRequestContext, expect } from '@playwright/test';
import { test } from './app-test';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from './demo-accounts';
import { expectAccessible, logIn } from './shop-steps';

// The article media journey (docs/product/media.md): the demo administrator gives an
// article two pictures and a data sheet, makes the second picture the default and features
// the article; a visitor then sees that picture, downloads the sheet and finds the article
// in "Produits à la Une". Public answers are cached up to 10 s, hence the polls.

const demoMedia = fileURLToPath(new URL('../apps/server/src/demo/media/', import.meta.url));
const FIRST_PICTURE = path.join(demoMedia, 'pictures/pesee.jpg');
const SECOND_PICTURE = path.join(demoMedia, 'pictures/microscopie.jpg');
const SHEET = path.join(demoMedia, 'sheets/pesee.pdf');

/** A visible article without media nor featured flag: the first of the first list that has one. */
async function bareArticle(request: APIRequestContext): Promise<Article> {
  const flat = (await (await request.get('/exposed/categories/flat')).json()) as FlatCategories;
  for (const usc of flat.underSubCategories) {
    const url = `/exposed/under/sub/category/${usc.id}/articles`;
    const articles = (await (await request.get(url)).json()) as Article[];
    const article = articles.find((a) => a.featured === '0' && (a.pictures ?? []).length === 0);
    if (article) return article;
  }
  throw new Error('the catalogue has no article without pictures');
}

async function detail(request: APIRequestContext, id: number): Promise<ArticleDetail> {
  const answer = (await (await request.get(`/exposed/detailed/${id}/article`)).json()) as {
    article: ArticleDetail[];
  };
  const [article] = answer.article;
  if (!article) throw new Error(`no article ${id}`);
  return article;
}

test('an admin adds two pictures and a data sheet, picks the default and features the article; a visitor sees them', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const article = await bareArticle(request);

  const admin = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage();
  await logIn(admin, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  await admin.goto(articlePath(article));
  const block = admin.getByRole('region', { name: "Modification de l'article (admin)" });
  await expect(block).toBeVisible();
  const done = admin.getByText('Modifications effectuées');

  await block.getByLabel('Envoyer une image').setInputFiles(FIRST_PICTURE);
  await expect(block.getByRole('button', { name: "Supprimer l'image pesee.jpg" })).toBeVisible();
  await block.getByLabel('Envoyer une image').setInputFiles(SECOND_PICTURE);
  const makeDefault = block.getByRole('button', {
    name: "Définir par défaut l'image microscopie.jpg",
  });
  await expect(makeDefault).toBeVisible();
  await block.getByLabel('Envoyer un document').setInputFiles(SHEET);
  await expect(
    block.getByRole('button', { name: 'Supprimer le document pesee.pdf' }),
  ).toBeVisible();

  await makeDefault.click();
  await expect(
    block.getByRole('button', { name: "Définir par défaut l'image pesee.jpg" }),
  ).toBeVisible();
  await expect(makeDefault).toHaveCount(0);

  // The switch shows the server's answer, not the click: it turns on once the call returns.
  await block.getByRole('switch', { name: 'Produit à la Une' }).click();
  await expect(done.first()).toBeVisible();
  await expect(block.getByRole('switch', { name: 'Produit à la Une' })).toBeChecked();
  await expectAccessible(admin);

  // What the server now answers: the second picture first, the sheet among the documents.
  const changed = await detail(request, article.id);
  expect(changed.featured).toBe('1');
  expect(changed.pictures.map((p) => p.original_file_name)).toEqual([
    'microscopie.jpg',
    'pesee.jpg',
  ]);
  const defaultPicture = changed.pictures[0];

  const visitor = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage();
  // The visitor's answers may come from the 10 s cache: reload until the change shows.
  await expect
    .poll(
      async () => {
        await visitor.goto(articlePath(article));
        const main = visitor.getByRole('img', { name: article.label, exact: true }).first();
        return main.getAttribute('src');
      },
      { timeout: 40_000, intervals: [1000, 2000, 3000] },
    )
    .toContain(`/exposed/attachment/${defaultPicture?.id}/get/full/size`);
  const main = visitor.getByRole('img', { name: article.label, exact: true }).first();
  await expect
    .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(
    visitor.getByRole('region', { name: "Modification de l'article (admin)" }),
  ).toHaveCount(0);

  const download = visitor.waitForEvent('download');
  await visitor.getByRole('link', { name: /pesee\.pdf/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('pesee.pdf');

  await expect
    .poll(
      async () => {
        await visitor.goto('/');
        const featured = visitor.getByRole('region', { name: 'Produits à la Une' });
        // The list arrives after the page: count its links once it shows.
        await featured.getByRole('link').first().waitFor();
        return featured.getByRole('link', { name: article.label, exact: true }).count();
      },
      { timeout: 40_000, intervals: [1000, 2000, 3000] },
    )
    .toBeGreaterThan(0);
});

test('a right-click on a list row opens the article edit popup for an admin', async ({
  page,
  request,
}) => {
  const article = await bareArticle(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  await page.goto('/home');
  const searchbox = page.getByRole('searchbox', { name: 'Rechercher un article' });
  await searchbox.fill(article.crmId);
  await searchbox.press('Enter');
  const results = page.getByRole('region', { name: 'Résultats de la recherche' });
  const link = results.getByRole('link', { name: article.label }).first();
  await link.click({ button: 'right' });
  const popup = page.getByRole('dialog', { name: `Modifier l'article ${article.label}` });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('switch', { name: 'Produit à la Une' })).toBeVisible();
  await expectAccessible(page);
  await popup.getByRole('button', { name: 'FERMER' }).click();
  await expect(popup).toHaveCount(0);
});
