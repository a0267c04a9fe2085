import { type Browser, expect, type Page } from '@playwright/test';
import { test } from './app-test';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from './demo-accounts';
import { addArticleToCart, demoPages, pageShown } from './demo-pages';
import { layoutFaults } from './layout-faults';
import { logIn } from './shop-steps';

// Every admin and account page fits its window (docs/product/look-and-feel.md#widths): no
// sideways scroll, no label cut by an ellipsis, no word broken in the middle.

const WIDTHS = [320, 375, 768, 1024, 1280];

async function adminAt(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await logIn(page, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  return page;
}

/** Each page, and what shows it is ready (its data there). */
function visits(page: Page, article: string): [string, () => Promise<void>][] {
  const open = async (path: string) => {
    await page.goto(path);
    await pageShown(page);
  };
  return [
    [
      'users',
      async () => {
        await open('/admin/users/management');
        await expect(page.getByText(/\d+ utilisateur\(s\)/)).toBeVisible();
      },
    ],
    [
      'campaigns, articles shown',
      async () => {
        await open('/admin/sales/campaigns');
        // The demo's campaign, which has articles (other journeys add campaigns of their own).
        await page
          .getByRole('article', { name: 'Offre de lancement' })
          .getByRole('button', { name: /^Voir les articles/ })
          .click();
        await expect(page.getByRole('button', { name: /^Retirer / }).first()).toBeVisible();
        await expect(page.getByRole('group', { name: 'Premier jour' })).toBeVisible();
      },
    ],
    [
      'quotes list',
      async () => {
        await open('/admin/quotes/pending');
      },
    ],
    [
      'import',
      async () => {
        await open('/admin/oxygene');
        await expect(page.getByRole('table', { name: 'Historique des imports' })).toBeVisible();
      },
    ],
    [
      "an article's page with its media block",
      async () => {
        await open(article);
        await expect(page.getByRole('link', { name: /^Télécharger / })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Documents', exact: true })).toBeVisible();
      },
    ],
    [
      'profile',
      async () => {
        await open('/my/account/infos');
        await expect(page.getByRole('button', { name: 'ENREGISTRER' })).toBeVisible();
      },
    ],
    [
      'my quotes',
      async () => {
        await open('/my/account/quotes');
      },
    ],
  ];
}

for (const width of WIDTHS) {
  test(`at ${width} px every admin and account page fits, whole words and labels`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const page = await adminAt(browser, width);
    const pages = await demoPages(page.request);
    const { article } = pages;
    // The header at its fullest: the admin button and the cart's count.
    await addArticleToCart(page, pages);
    for (const [name, visit] of visits(page, article)) {
      await visit();
      expect(await layoutFaults(page), `${name} at ${width} px`).toEqual([]);
    }
  });
}

// The server renders every page as a visitor's; the administrator's button and the cart's
// count come once the page is taken over. The header keeps its height through it
// (docs/product/look-and-feel.md#header-height), at every width the journeys check.
test("an administrator with a cart line has a header as high as a visitor's", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const visitor = await (await browser.newContext()).newPage();
  const admin = await adminAt(browser, 1280);
  await addArticleToCart(admin, await demoPages(admin.request));
  for (const width of [320, 375, 768, 769, 820, 1024, 1100, 1280]) {
    const heights: number[] = [];
    for (const page of [visitor, admin]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/home');
      await expect(page.getByRole('link', { name: /^Mon devis/ })).toBeVisible();
      if (page === admin) {
        await expect(page.getByRole('link', { name: 'Administration' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Mon devis 1 article' })).toBeVisible();
      }
      // Whole pixels: a sub-pixel difference in the menu's layout is no shift.
      heights.push(Math.round((await page.getByRole('banner').boundingBox())?.height ?? 0));
    }
    expect(heights[1], `header height at ${width} px, administrator against visitor`).toBe(
      heights[0],
    );
  }
});
