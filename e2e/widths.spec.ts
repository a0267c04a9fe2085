import { expect, type Page } from '@playwright/test';
import { test } from './app-test';
import { addArticleToCart, type DemoPages, demoPages, pageShown } from './demo-pages';

// Every page fits its window from 320 to 1920 px: nothing scrolls sideways, nothing is
// cut or covered (docs/product/look-and-feel.md#widths).

const WIDTHS = [320, 375, 768, 769, 820, 1024, 1100, 1280];

/** What overflows sideways: the page itself, a scroll box, a table cell past its row. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`page ${root.scrollWidth}`);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const { overflowX } = getComputedStyle(element);
      if (
        (overflowX === 'auto' || overflowX === 'scroll') &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        problems.push(`scroll box ${element.className}`);
      }
    }
    for (const cell of document.querySelectorAll('[role="cell"], [role="columnheader"]')) {
      const row = cell.closest('[role="row"]');
      if (row && cell.getBoundingClientRect().right > row.getBoundingClientRect().right + 0.5) {
        problems.push(`cell ${cell.textContent?.slice(0, 30)}`);
      }
    }
    return problems;
  });
}

/** Whether two boxes of the page overlap. */
function overlap(a: DOMRect | null, b: DOMRect | null): boolean {
  if (!a || !b) return false;
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

async function expectHeaderInOrder(page: Page) {
  const header = page.getByRole('banner');
  const pill = header.getByRole('link', { name: /^Appelez-nous/ }).filter({ visible: true });
  const name = header.getByText('Labo Fournitures (démo)');
  const pillBox = await pill.evaluate((element) => element.getBoundingClientRect().toJSON());
  const nameBox = await name.evaluate((element) => element.getBoundingClientRect().toJSON());
  expect(overlap(pillBox, nameBox), 'the call-us pill covers the shop name').toBe(false);
  // The desktop menu, when shown, holds its tabs on one row.
  const menu = page.getByRole('navigation', { name: 'Catégories du catalogue' });
  if (await menu.isVisible()) {
    const tops = await menu
      .locator(':scope > ul > li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'the menu wraps onto two rows').toBe(1);
  }
}

const shown = {
  home: (page: Page) =>
    expect(page.getByRole('region', { name: 'Produits à la Une' })).toBeVisible(),
  list: (page: Page, pages: DemoPages) =>
    expect(
      page.getByRole('main').getByRole('link', { name: pages.articleLabel }).first(),
    ).toBeVisible(),
};

for (const width of WIDTHS) {
  test(`at ${width} px no page scrolls sideways or hides a part of itself`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const pages = await demoPages(request);
    const visits: [string, () => Promise<void>][] = [
      [
        'home',
        async () => {
          await page.goto('/home');
          await shown.home(page);
        },
      ],
      [
        'list',
        async () => {
          await page.goto(pages.list);
          await shown.list(page, pages);
        },
      ],
      ['article', () => addArticleToCart(page, pages)],
      [
        'cart',
        async () => {
          await page.goto('/cart');
          await expect(page.getByRole('button', { name: 'VALIDER ET CONTINUER' })).toBeVisible();
        },
      ],
      [
        'validation',
        async () => {
          await page.goto('/cart/validate');
          await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toBeVisible();
        },
      ],
      [
        'contact',
        async () => {
          await page.goto('/contact/us');
          await pageShown(page);
        },
      ],
    ];
    for (const [name, visit] of visits) {
      await visit();
      expect(await sidewaysOverflow(page), name).toEqual([]);
      await expectHeaderInOrder(page);
    }
  });
}

test('the desktop table lines its columns up with their headers, with no empty column', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const pages = await demoPages(request);
  await page.goto(pages.list);
  await shown.list(page, pages);
  const table = page.getByRole('main').getByRole('table');
  // The discount badge sits under its price: no column is left for it alone.
  expect(await table.getByRole('columnheader').allTextContents()).not.toContain('Comp.');
  const lefts = (row: number) =>
    table
      .getByRole('row')
      .nth(row)
      .locator(':scope > *')
      .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
  expect(await lefts(1)).toEqual(await lefts(0));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  test('the header takes at most 140 px, and the featured list scrolls with the page', async ({
    page,
  }) => {
    await page.goto('/home');
    await shown.home(page);
    const height = await page
      .getByRole('banner')
      .evaluate((header) => header.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(140);

    const featured = page.getByRole('region', { name: 'Produits à la Une' });
    await expect(featured.getByRole('listitem').first()).toBeVisible();
    const innerScrollBoxes = await featured.evaluate(
      (region) =>
        [region, ...region.querySelectorAll('*')].filter((element) => {
          const { overflowY } = getComputedStyle(element);
          return (
            (overflowY === 'auto' || overflowY === 'scroll') &&
            element.scrollHeight > element.clientHeight
          );
        }).length,
    );
    expect(innerScrollBoxes).toBe(0);
  });

  test('cards show the whole reference and up to three lines of name', async ({
    page,
    request,
  }) => {
    const pages = await demoPages(request);
    await page.goto(pages.list);
    await shown.list(page, pages);
    const cards = await page
      .getByRole('main')
      .getByRole('article')
      .evaluateAll((articles) =>
        articles.map((card) => {
          const reference = card.querySelector('[class*="reference"]');
          const line = reference?.parentElement;
          const name = card.querySelector('a');
          const lineHeight = name ? Number.parseFloat(getComputedStyle(name).lineHeight) : 0;
          return {
            label: card.getAttribute('aria-label'),
            referenceCut:
              !reference ||
              !line ||
              reference.getBoundingClientRect().right > line.getBoundingClientRect().right + 0.5,
            nameLines: name ? Math.round(name.clientHeight / lineHeight) : 0,
            fullLines: name ? Math.round(name.scrollHeight / lineHeight) : 0,
          };
        }),
      );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.referenceCut, `${card.label}: reference cut`).toBe(false);
      expect(card.nameLines, `${card.label}: name lines`).toBe(Math.min(card.fullLines, 3));
    }
  });

  for (const width of [320, 375]) {
    test(`at ${width} px the search panel keeps its sort buttons off its edge`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/home');
      await page.getByRole('searchbox', { name: 'Rechercher un article' }).fill('agitateur');
      await page.keyboard.press('Enter');
      const panel = page.getByRole('region', { name: 'Résultats de la recherche' });
      const direction = panel.getByRole('button', { name: /^Ordre (dé)?croissant/ });
      await expect(direction).toBeVisible();
      const panelBox = await panel.boundingBox();
      const buttonBox = await direction.boundingBox();
      if (!panelBox || !buttonBox) throw new Error('no panel');
      expect(panelBox.x + panelBox.width - (buttonBox.x + buttonBox.width)).toBeGreaterThanOrEqual(
        8,
      );
    });
  }
});

for (const width of [1280, 375]) {
  test(`at ${width} px the "99+" badge covers neither the cart icon nor its label`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await addArticleToCart(page, await demoPages(request));
    // 150 distinct articles, written in the device database as the cart would.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('labo-devis');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const store = open.result.transaction('summary', 'readwrite').objectStore('summary');
            const read = store.get(1);
            read.onsuccess = () => {
              const write = store.put({ ...read.result, distinct_items_count: 150 });
              write.onsuccess = () => resolve();
            };
          };
        }),
    );
    await page.reload();
    const cart = page.getByRole('link', { name: 'Mon devis 99+ articles' });
    await expect(cart).toBeVisible();
    const box = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    const badge = await box(cart.getByText('99+'));
    const icon = await box(cart.locator('svg'));
    expect(overlap(badge, icon), 'the badge covers the icon').toBe(false);
    expect(badge.left - icon.right).toBeGreaterThanOrEqual(2);
    if (width > 768) {
      const label = await box(cart.getByText('Mon devis'));
      expect(badge.left - label.right, 'the badge touches "Mon devis"').toBeGreaterThanOrEqual(4);
    }
  });
}
