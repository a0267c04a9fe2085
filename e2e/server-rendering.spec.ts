import { activeSalePercentage } from '@labo/domain/cart-rules';
import {
  articlePath,
  categoryPath,
  subCategoryPath,
  underSubCategoryPath,
} from '@labo/domain/catalog-paths';
import { formatEuros, parseWireMoney } from '@labo/domain/money';
import { salePriceCents } from '@labo/domain/pricing';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './app-test';
import { demoLeaf } from './demo-pages';

// Pages rendered on the server, then taken over by the browser
// (docs/decisions/027-server-rendering.md): the catalogue is browsed without JavaScript,
// and with it no page logs a warning or error while hydrating.

/** The demo leaf's labels, as the label routes take them, and its first article. */
async function demoTrail(request: APIRequestContext) {
  const leaf = await demoLeaf(request);
  return {
    category: leaf.category.label,
    subCategory: leaf.subCategory.label,
    underSubCategory: leaf.underSubCategory.label,
    article: leaf.article,
  };
}

const main = (page: Page) => page.getByRole('main');

/**
 * Counts, from the end of parsing, the style rules the browser adds to the page: none when
 * the server's style elements hold every rule the page's components make, those of classes
 * no element carries included (docs/decisions/027-server-rendering.md, "Styles").
 */
async function countStyleRulesMade(page: Page) {
  await page.addInitScript(() => {
    const rulesAtParse = new Map<Element, number>();
    Object.assign(window, { rulesAtParse });
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll<HTMLStyleElement>('style')) {
        rulesAtParse.set(element, element.sheet?.cssRules.length ?? 0);
      }
    });
  });
}

/** The rules added since the end of parsing (countStyleRulesMade), a line of each. */
const rulesMadeInBrowser = (page: Page) =>
  page.evaluate(() => {
    const { rulesAtParse } = window as unknown as { rulesAtParse: Map<Element, number> };
    return [...document.querySelectorAll<HTMLStyleElement>('style')].flatMap((element) =>
      [...(element.sheet?.cssRules ?? [])]
        .slice(rulesAtParse.get(element) ?? 0)
        .map((rule) => rule.cssText.slice(0, 80)),
    );
  });

/** The ids that more than one element of the page carries (docs/decisions/027, "Ids"). */
const idsGivenTwice = (page: Page) =>
  page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return ids.filter((id, index) => ids.indexOf(id) !== index);
  });

/** The page's own link to an address (the menu in the header has others). */
const linkTo = (page: Page, href: string) => main(page).locator(`a[href="${href}"]`).first();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor browses from home to an article and reads its price', async ({
    page,
    request,
  }) => {
    const trail = await demoTrail(request);
    await page.goto('/home');
    await linkTo(page, categoryPath(trail.category)).click();
    await expect(page).toHaveURL(categoryPath(trail.category));
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(trail.category);

    await linkTo(page, subCategoryPath(trail.category, trail.subCategory)).click();
    await expect(page).toHaveURL(subCategoryPath(trail.category, trail.subCategory));
    await linkTo(
      page,
      underSubCategoryPath(trail.category, trail.subCategory, trail.underSubCategory),
    ).click();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(trail.underSubCategory);

    await main(page)
      .locator(`a[href="${articlePath(trail.article)}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(articlePath(trail.article));
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(trail.article.label);
    // The price HT after any running campaign, as the price box writes it.
    const baseCents = parseWireMoney(trail.article.basePrice) ?? 0;
    const price = formatEuros(
      salePriceCents(baseCents, activeSalePercentage(trail.article, new Date())),
    );
    await expect(main(page).getByText(price, { exact: true }).first()).toBeVisible();
    // Chromium with scripts turned off by Playwright still hides <noscript> (its style
    // follows the browser's setting, not the page's): the text is read rather than seen.
    const notice = main(page).locator('noscript').first();
    expect(await notice.evaluate((element) => element.textContent)).toBe(
      'Activez JavaScript pour ajouter cet article à votre devis.',
    );
  });
});

test.describe('with JavaScript', () => {
  test('each page kind is taken over without a warning, an error, a style rule to make or an id given twice', async ({
    page,
    request,
  }) => {
    const trail = await demoTrail(request);
    await countStyleRulesMade(page);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        logged.push(`${page.url()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => logged.push(`${page.url()}: ${error.message}`));
    const pages = [
      '/home',
      categoryPath(trail.category),
      subCategoryPath(trail.category, trail.subCategory),
      articlePath(trail.article),
      '/about',
      '/terms',
      '/contact/us',
      '/cart',
    ];
    for (const url of pages) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
      await page.waitForLoadState('networkidle');
      // Not the cart, whose content is drawn in the browser from the device's data.
      if (url !== '/cart') expect(await rulesMadeInBrowser(page), url).toEqual([]);
      expect(await idsGivenTwice(page), url).toEqual([]);
    }
    // The cart page then draws its lines and totals once the device's cart is read.
    await page.goto(articlePath(trail.article));
    await page.getByRole('button', { name: 'AJOUTER AU DEVIS' }).click();
    await expect(page.getByRole('link', { name: /^Mon devis 1 article$/ })).toBeVisible();
    await page.goto('/cart');
    await expect(main(page).getByRole('region', { name: 'Récapitulatif' })).toBeVisible();
    expect(await idsGivenTwice(page), '/cart').toEqual([]);
    expect(logged).toEqual([]);
  });

  test('the contact page asks, once taken over, the addition the server wrote', async ({
    page,
  }) => {
    // The robot question's label as parsed, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const label = [...document.querySelectorAll('label')].find((element) =>
          element.textContent?.startsWith('Combien font'),
        );
        Object.assign(window, { questionAtParse: label?.textContent });
      });
    });
    await page.goto('/contact/us');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    const atParse = await page.evaluate(
      () => (window as unknown as { questionAtParse?: string }).questionAtParse,
    );
    expect(atParse).toMatch(/^Combien font \d \+ \d \?/);
    await expect(main(page).getByRole('textbox', { name: /^Combien font/ })).toHaveAccessibleName(
      atParse?.replace(/\s*\*$/, '') ?? '',
    );
  });

  // MUI's inputs see the browser's autofill by an animation, whose keyframes the base styles
  // hold once rather than each field (src/app/theme.ts).
  test("a form's fields still watch for the browser's autofill", async ({ page }) => {
    await page.goto('/contact/us');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    const email = page.getByRole('textbox', { name: /e-mail/i }).first();
    await expect(email).toHaveCSS('animation-name', 'mui-auto-fill-cancel');
    const keyframes = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules].flatMap((rule) =>
          rule instanceof CSSKeyframesRule ? [rule.name] : [],
        ),
      ),
    );
    expect(keyframes).toEqual(expect.arrayContaining(['mui-auto-fill', 'mui-auto-fill-cancel']));
  });

  test('a catalogue page takes itself over from a few script files, asking the server for no data', async ({
    page,
    request,
  }) => {
    const trail = await demoTrail(request);
    // Each file a page asks for is work on its main thread while it starts, and each request
    // for data one more (docs/performance.md#the-catalogue-pages-shared-chunk).
    let scripts: string[] = [];
    let dataRequests: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
      if (['fetch', 'xhr'].includes(sent.resourceType())) dataRequests.push(pathname);
    });
    for (const url of [
      '/home',
      underSubCategoryPath(trail.category, trail.subCategory, trail.underSubCategory),
      articlePath(trail.article),
    ]) {
      scripts = [];
      dataRequests = [];
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
      await page.waitForLoadState('networkidle');
      expect(scripts.length, `${url}: ${scripts.join(' ')}`).toBeLessThanOrEqual(8);
      expect(dataRequests, url).toEqual([]);
    }
  });

  test('the title and canonical address follow client-side navigation', async ({
    page,
    request,
  }) => {
    const trail = await demoTrail(request);
    await page.goto('/home');
    await expect(page).toHaveTitle(/^Accueil – /);
    await page.waitForLoadState('networkidle');
    await linkTo(page, categoryPath(trail.category)).click();
    await expect(page).toHaveTitle(new RegExp(`^${trail.category} – `));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL(categoryPath(trail.category), page.url()).href,
    );
    await page.goto(articlePath(trail.article));
    await expect(page).toHaveTitle(new RegExp(`^${trail.article.label.slice(0, 10)}`));
  });
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  });

  test("each page kind is taken over without changing the server's page or its styles; the list comes as cards", async ({
    page,
    request,
  }) => {
    const trail = await demoTrail(request);
    await countStyleRulesMade(page);
    // What the take-over changes in the body: nothing, when the server laid the page out for
    // this phone and wrote each text as the browser renders it. A <noscript>'s content is
    // text the browser does not show once scripts run.
    await page.addInitScript(() => {
      const changes: string[] = [];
      Object.assign(window, { changesInBody: changes });
      const what = (node: Node) =>
        node instanceof Element ? node.outerHTML.slice(0, 80) : `«${node.textContent}»`;
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          const target =
            record.target instanceof Element ? record.target : record.target.parentElement;
          if (!target?.closest('body') || target.closest('noscript')) continue;
          if (record.type === 'characterData')
            changes.push(`${what(record.target)} in ${what(target)}`);
          for (const node of record.addedNodes)
            changes.push(`added ${what(node)} to ${what(target)}`);
          for (const node of record.removedNodes)
            changes.push(`removed ${what(node)} from ${what(target)}`);
        }
      });
      // From the end of parsing: the app's scripts are imported later (src/start.ts).
      document.addEventListener('DOMContentLoaded', () =>
        observer.observe(document, { childList: true, characterData: true, subtree: true }),
      );
    });
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
    });
    const listPath = underSubCategoryPath(
      trail.category,
      trail.subCategory,
      trail.underSubCategory,
    );
    for (const url of [
      '/home',
      categoryPath(trail.category),
      listPath,
      articlePath(trail.article),
      '/about',
      '/terms',
    ]) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
      // And what the effects of the first renders start once the page is taken over.
      await page.waitForLoadState('networkidle');
      const changes = await page.evaluate(
        () => (window as unknown as { changesInBody: string[] }).changesInBody,
      );
      expect(changes, url).toEqual([]);
      expect(await rulesMadeInBrowser(page), url).toEqual([]);
      if (url === listPath) {
        await expect(main(page).getByRole('list', { name: 'Articles' })).toBeVisible();
      }
    }
    expect(logged).toEqual([]);
  });
});
