import { expect, type Page } from '@playwright/test';
import { accessibilityViolations } from './accessibility';
import { test } from './app-test';

// Journeys of the quote cart kept on the device (docs/product/cart.md): the real server
// with the demo catalogue, the real device database in Chromium.

type StoredCart = {
  version: number;
  stores: string[];
  summary: Record<string, unknown> | undefined;
  lines: { id: number; quantity: number }[];
};

/** Reads the device database the way the app stored it, without the app's code. */
function readStoredCart(page: Page): Promise<StoredCart> {
  return page.evaluate(
    () =>
      new Promise<StoredCart>((resolve, reject) => {
        const request = indexedDB.open('labo-devis');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const stores = Array.from(db.objectStoreNames);
          const tx = db.transaction(['summary', 'articleInCart'], 'readonly');
          const summary = tx.objectStore('summary').get(1);
          const lines = tx.objectStore('articleInCart').getAll();
          tx.oncomplete = () => {
            resolve({
              version: db.version,
              stores,
              summary: summary.result as Record<string, unknown> | undefined,
              lines: (lines.result as { id: number; quantity: number }[]).map((line) => ({
                id: line.id,
                quantity: line.quantity,
              })),
            });
            db.close();
          };
        };
      }),
  );
}

/** The first featured article of the home page, opened by clicking its row. */
async function openFirstFeaturedArticle(page: Page): Promise<string> {
  await page.goto('/home');
  const featured = page.getByRole('region', { name: 'Produits à la Une' });
  const name = featured.getByRole('link').first();
  const label = (await name.textContent()) ?? '';
  await name.click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  return label;
}

/** The article as the API gives it, from the slug in the page address. */
async function articleOfPage(page: Page) {
  const slug = new URL(page.url()).pathname.split('/').pop();
  const answer = await page.request.get(`/exposed/detailed/by/${slug}/article`);
  const body = (await answer.json()) as { article: [{ id: number; basePrice: string }] };
  return body.article[0];
}

test('article page: add 3 to the quote, the badge shows 1 and the cart is stored on the device', async ({
  page,
}) => {
  const label = await openFirstFeaturedArticle(page);
  await expect(page).toHaveTitle(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – `));
  const article = await articleOfPage(page);

  const quantity = page.getByRole('spinbutton', { name: 'Quantité' });
  await quantity.fill('3');
  await page.getByRole('button', { name: 'AJOUTER AU DEVIS' }).click();

  await expect(
    page.getByRole('alert').filter({ hasText: '3 articles ajoutés au devis' }),
  ).toBeVisible();
  await expect(quantity).toHaveValue('1');
  await expect(page.getByRole('link', { name: 'Mon devis 1 article' })).toBeVisible();

  const stored = await readStoredCart(page);
  // Dexie's version 3 is IndexedDB version 30, Dexie multiplies by ten
  // (docs/product/cart.md#device-storage).
  expect(stored.version).toBe(30);
  expect(stored.stores.sort()).toEqual(
    ['appliedCoupon', 'articleInCart', 'jwt', 'storedUser', 'summary'].sort(),
  );
  expect(stored.lines).toEqual([{ id: article.id, quantity: 3 }]);
  const [euros = '0', cents = '0'] = article.basePrice.split('.');
  expect(stored.summary).toMatchObject({
    id: 1,
    total_price: (Number(euros) * 100 + Number(cents)) * 3,
    distinct_items_count: 1,
    total_items_count: 3,
    last_validation: 0,
    install_id: expect.stringMatching(/^device_/),
  });

  // Adding again increments the line; the badge still counts distinct articles.
  await page.getByRole('button', { name: 'AJOUTER AU DEVIS' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '1 article ajouté au devis' }),
  ).toBeVisible();
  await expect
    .poll(async () => (await readStoredCart(page)).lines)
    .toEqual([{ id: article.id, quantity: 4 }]);
  await expect(page.getByRole('link', { name: 'Mon devis 1 article' })).toBeVisible();
});

test('the quote cart survives a reload', async ({ page }) => {
  await openFirstFeaturedArticle(page);
  await page.getByRole('button', { name: 'AJOUTER AU DEVIS' }).click();
  await expect(page.getByRole('link', { name: 'Mon devis 1 article' })).toBeVisible();
  const before = await readStoredCart(page);

  await page.reload();

  await expect(page.getByRole('link', { name: 'Mon devis 1 article' })).toBeVisible();
  const after = await readStoredCart(page);
  expect(after.lines).toEqual(before.lines);
  expect(after.summary?.install_id).toBe(before.summary?.install_id);
});

test('the badge of another tab follows the cart', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await second.goto('/home');
  await expect(second.getByRole('link', { name: 'Mon devis vide' })).toBeVisible();

  await openFirstFeaturedArticle(first);
  await first.getByRole('button', { name: 'AJOUTER AU DEVIS' }).click();

  await expect(second.getByRole('link', { name: 'Mon devis 1 article' })).toBeVisible();
});

test('on a 375 px screen, featured articles are cards with their own add button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/home');
  const featured = page.getByRole('region', { name: 'Produits à la Une' });
  await expect(featured.getByRole('table')).toHaveCount(0);
  const card = featured.getByRole('listitem').first();
  const label = (await card.getByRole('link').textContent()) ?? '';

  await card.getByRole('spinbutton').fill('2');
  await card.getByRole('button', { name: `Ajouter ${label} au devis` }).click();

  await expect(
    page.getByRole('alert').filter({ hasText: '2 articles ajoutés au devis' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mon devis 1 article' })).toBeVisible();
  // No sideways scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('on a phone, every link of the article page is big enough to tap (WCAG 2.2 target size)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await openFirstFeaturedArticle(page);
  expect(await accessibilityViolations(page, (axe) => axe.withRules(['target-size']))).toEqual([]);
});

test('the article page has no accessibility violation', async ({ page }) => {
  await openFirstFeaturedArticle(page);
  await expect(page.getByRole('button', { name: 'AJOUTER AU DEVIS' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('the home page on a phone, with its featured cards, has no accessibility violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/home');
  await expect(
    page.getByRole('region', { name: 'Produits à la Une' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});
