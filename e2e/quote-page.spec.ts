import type { Article, FlatCategories } from '@labo/domain/catalog-schemas';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './app-test';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from './demo-accounts';
import { layoutFaults } from './layout-faults';
import { expectAccessible, logIn } from './shop-steps';

// The staff's page of a quote (docs/product/admin.md#quote-page) read where it matters:
// from a small phone to a laptop, a quote of six lines shows its first three whole, nothing
// scrolls sideways and no word is cut in two.

const LINE_COUNT = 6;
// `firstThreeWhole`: whether the window is high enough for the first three lines under the
// sticky header. A 640-px-high phone holds two and a half: the page's own scroll brings the
// third, the quote has no box that scrolls inside it.
const WINDOWS = [
  { width: 320, height: 640, firstThreeWhole: false },
  { width: 375, height: 812, firstThreeWhole: true },
  { width: 768, height: 1024, firstThreeWhole: true },
  { width: 1024, height: 768, firstThreeWhole: true },
  { width: 1280, height: 800, firstThreeWhole: true },
];

/** The ids of six articles of the demo catalogue, from the first lists that hold some. */
async function sixArticleIds(request: APIRequestContext): Promise<number[]> {
  const flat = (await (await request.get('/exposed/categories/flat')).json()) as FlatCategories;
  const ids: number[] = [];
  for (const subCategory of flat.subCategories) {
    const url = `/exposed/sub/category/${subCategory.id}/articles`;
    const articles = (await (await request.get(url)).json()) as Article[];
    ids.push(...articles.map((article) => article.id));
    if (ids.length >= LINE_COUNT) return ids.slice(0, LINE_COUNT);
  }
  throw new Error('the demo catalogue holds fewer than six articles');
}

/** A quote of six lines, sent as a visitor with a long company name; its id. */
async function sendSixLineQuote(request: APIRequestContext): Promise<number> {
  const ids = await sixArticleIds(request);
  const answer = await request.post('/exposed/post/quote', {
    data: {
      firstName: 'Camille',
      lastName: 'Dupont-Desmoulins',
      email: `camille-${Date.now()}@labo-e2e.fr`,
      phone: '01 23 45 67 89',
      company: 'Laboratoire de biochimie structurale et moléculaire',
      comment: 'Livraison au bâtiment B, quai de réception',
      deliveryStreet: '12 rue de la Démonstration',
      deliveryCityZipCode: '94000',
      deliveryCity: 'Créteil',
      deliveryCountry: 'France',
      lines: ids.map((id, index) => ({ article_id: id, quantity: index + 1 })),
      env: 'production',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

/**
 * The first three lines of the quote, once its lines' heading is scrolled to the top:
 * how much of each the window and every scroll box around it hide (0 when whole).
 */
function hiddenPartOfFirstLines(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('[role="table"][aria-label="Articles du devis"]');
    const rows = [
      ...(table?.querySelectorAll('[role="rowgroup"]:last-child > [role="row"]') ?? []),
    ];
    const heading = document.getElementById(
      table?.closest('section')?.getAttribute('aria-labelledby') ?? '',
    );
    heading?.scrollIntoView({ block: 'start' });
    // Below the sticky header, as a person scrolling to the lines sees them.
    const header = document.querySelector('header');
    const sticky = header && ['sticky', 'fixed'].includes(getComputedStyle(header).position);
    const headerBottom = sticky ? header.getBoundingClientRect().bottom : 0;
    window.scrollBy(0, -headerBottom);
    return rows.slice(0, 3).map((row) => {
      const box = row.getBoundingClientRect();
      let hidden =
        Math.max(0, box.bottom - window.innerHeight) + Math.max(0, headerBottom - box.top);
      for (let parent = row.parentElement; parent; parent = parent.parentElement) {
        const { overflowY } = getComputedStyle(parent);
        if (overflowY === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        hidden += Math.max(0, box.bottom - frame.bottom) + Math.max(0, frame.top - box.top);
      }
      return Math.round(hidden);
    });
  });
}

test('a quote of six lines reads on its page from 320 to 1280 px', async ({ page, request }) => {
  test.setTimeout(90_000);
  const id = await sendSixLineQuote(request);
  await logIn(page, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  for (const size of WINDOWS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/admin/quotes/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: /^Devis n° \d{6}-\d+$/ }),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Articles du devis' });
    await expect(page.getByText(/Laboratoire de biochimie structurale/).first()).toBeVisible();
    await expect(table.locator('[role="rowgroup"]:last-child > [role="row"]')).toHaveCount(
      LINE_COUNT,
    );
    expect(await layoutFaults(page), `${size.width} px`).toEqual([]);
    if (size.firstThreeWhole) {
      expect(await hiddenPartOfFirstLines(page), `${size.width} px`).toEqual([0, 0, 0]);
    }
    await expectAccessible(page);
  }
});
