import { expect } from '@playwright/test';
import { accessibilityViolations } from './accessibility';
import { test } from './app-test';

// The header search's journey (docs/product/search.md#header-search-bar): the real server
// with the demo catalogue, a reference typed in the header, the result added to the quote.

type WireArticle = { id: number; label: string; crmId: string };

test('type a reference in the header, see the article, add it to the quote', async ({
  page,
  request,
}) => {
  const answer = await request.get('/exposed/featured/articles');
  expect(answer.ok()).toBe(true);
  const [article] = (await answer.json()) as WireArticle[];
  if (!article) throw new Error('the demo catalogue has no featured article');

  await page.goto('/home');
  const searchbox = page.getByRole('searchbox', { name: 'Rechercher un article' });
  const button = page.getByRole('button', { name: 'RECHERCHER' });
  await expect(button).toBeDisabled();

  await searchbox.fill(article.crmId);
  await expect(button).toBeEnabled();
  await searchbox.press('Enter');

  const results = page.getByRole('region', { name: 'Résultats de la recherche' });
  await expect(
    page.getByRole('status').filter({ hasText: /été trouvés? pour votre recherche/ }),
  ).toHaveText(/^(1 résultat a été trouvé|\d+ résultats ont été trouvés) pour votre recherche$/);
  await expect(results.getByRole('link', { name: article.label }).first()).toBeVisible();

  await results
    .getByRole('button', { name: `Ajouter ${article.label} au devis` })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'Mon devis 1 article' })).toBeVisible();

  // Escape closes the results; the field keeps its text.
  await page.keyboard.press('Escape');
  await expect(results).toHaveCount(0);
  await expect(searchbox).toHaveValue(article.crmId);
});

test('on a 375 px screen the search bar fits and its results have no accessibility violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/home');
  const searchbox = page.getByRole('searchbox', { name: 'Rechercher un article' });
  await searchbox.fill('becher');
  await page.getByRole('button', { name: 'RECHERCHER' }).click();
  await expect(page.getByRole('region', { name: 'Résultats de la recherche' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /recherche/ })).not.toHaveText(
    'Recherche en cours…',
  );

  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);

  expect(await accessibilityViolations(page, (axe) => axe.include('header'))).toEqual([]);
});
