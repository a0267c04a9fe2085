import { expect } from '@playwright/test';
import { accessibilityViolations } from './accessibility';
import { test } from './app-test';

test('the home page lists the demo catalogue top categories', async ({ page }) => {
  await page.goto('/');

  // / redirects to /home (docs/product/catalogue.md#route-table).
  await expect(page).toHaveURL(/\/home$/);
  const categories = page.getByRole('region', { name: 'Nos catégories' });
  for (const label of ['Appareillage', 'Verrerie', 'Produits chimiques']) {
    await expect(categories.getByRole('link', { name: new RegExp(label) })).toBeVisible();
  }

  await categories.getByRole('link', { name: /Verrerie/ }).click();
  await expect(page).toHaveURL(/\/verrerie$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verrerie' })).toBeVisible();
});

test('the home page has no accessibility violation', async ({ page }) => {
  await page.goto('/home');
  await expect(
    page.getByRole('region', { name: 'Nos catégories' }).getByRole('link', { name: /Verrerie/ }),
  ).toBeVisible();

  expect(await accessibilityViolations(page)).toEqual([]);
});

for (const { width, banner } of [
  { width: 1280, banner: 'duran-1160.webp' },
  { width: 600, banner: 'duran-770.webp' },
  { width: 375, banner: 'duran-375.webp' },
]) {
  test(`at ${width} px the home page fetches its first banner once, the one it shows`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const banners: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/images/banners/')) banners.push(url.pathname);
    });
    const answer = await page.goto('/home');
    // The preload is in the page itself: the request starts before any script runs.
    expect(await answer?.text()).toContain(`href="/images/banners/${banner}"`);
    const firstBanner = page.getByRole('img', { name: /^DURAN/ });
    // The browser picks it among the picture's sources (the server knows no window).
    await expect
      .poll(() => firstBanner.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname))
      .toBe(`/images/banners/${banner}`);
    await expect
      .poll(() => firstBanner.evaluate((img: HTMLImageElement) => img.complete))
      .toBe(true);
    expect(banners.filter((path) => path.includes('duran'))).toEqual([`/images/banners/${banner}`]);
  });
}

test('other pages preload no banner', async ({ page }) => {
  const banners: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/images/banners/')) banners.push(request.url());
  });
  const answer = await page.goto('/about');
  expect(await answer?.text()).not.toContain('/images/banners/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(banners).toEqual([]);
});
