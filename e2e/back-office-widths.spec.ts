import { type Browser, expect, type Page } from '@playwright/test';
import { test } from './app-test';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from './demo-accounts';
import { demoPages, pageShown } from './demo-pages';
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
    const { article } = await demoPages(page.request);
    // The header at its fullest: the admin button and the cart's count.
    await page.goto(article);
    await page.getByRole('button', { name: 'AJOUTER AU DEVIS' }).click();
    await expect(page.getByRole('link', { name: 'Mon devis 1 article' })).toBeVisible();
    for (const [name, visit] of visits(page, article)) {
      await visit();
      expect(await layoutFaults(page), `${name} at ${width} px`).toEqual([]);
    }
  });
}
