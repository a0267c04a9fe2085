import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the home page lists the demo catalogue top categories', async ({ page }) => {
  await page.goto('/');

  // SPEC §2: / redirects to /home.
  await expect(page).toHaveURL(/\/home$/);
  const categories = page.getByRole('region', { name: 'Nos catégories' });
  for (const label of ['Appareillage', 'Verrerie', 'Produits chimiques']) {
    await expect(categories.getByRole('link', { name: new RegExp(label) })).toBeVisible();
  }

  await categories.getByRole('link', { name: /Verrerie/ }).click();
  await expect(page).toHaveURL(/\/verrerie$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verrerie' })).toBeVisible();
});

test('the home page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/home');
  await expect(
    page.getByRole('region', { name: 'Nos catégories' }).getByRole('link', { name: /Verrerie/ }),
  ).toBeVisible();

  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(blocking).toEqual([]);
});
