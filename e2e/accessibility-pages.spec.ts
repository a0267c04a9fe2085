import { expect, type Page } from '@playwright/test';
import { accessibilityViolations } from './accessibility';
import { test } from './app-test';
import { addArticleToCart, type DemoPages, demoPages, pageShown } from './demo-pages';

// Every page a visitor meets, and each state where errors show, passes axe's WCAG 2.2 A
// and AA rules with no violation of any impact, wide and on a phone
// (docs/product/look-and-feel.md#quality-bar).

type Case = { name: string; open: (page: Page, pages: DemoPages) => Promise<void> };

/** The snackbar of an add fades out after 3 s: checked once gone, not mid-fade. */
async function noSnackbar(page: Page) {
  await expect(page.getByRole('alert').filter({ hasText: /ajoutés? au devis/ })).toHaveCount(0);
}

const everywhere: Case[] = [
  {
    name: 'home',
    open: async (page) => {
      await page.goto('/home');
      await expect(
        page.getByRole('region', { name: 'Produits à la Une' }).getByRole('link').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'article list',
    open: async (page, pages) => {
      await page.goto(pages.list);
      await expect(
        page.getByRole('main').getByRole('link', { name: pages.articleLabel }).first(),
      ).toBeVisible();
    },
  },
  {
    name: 'article',
    open: async (page, pages) => {
      await page.goto(pages.article);
      await expect(page.getByRole('button', { name: 'AJOUTER AU DEVIS' })).toBeVisible();
    },
  },
  {
    name: 'search results',
    open: async (page) => {
      await page.goto('/home');
      await page.getByRole('searchbox', { name: 'Rechercher un article' }).fill('agitateur');
      await page.keyboard.press('Enter');
      const results = page.getByRole('region', { name: 'Résultats de la recherche' });
      await expect(results.getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: 'cart',
    open: async (page, pages) => {
      await addArticleToCart(page, pages);
      await page.goto('/cart');
      await expect(page.getByRole('button', { name: 'VALIDER ET CONTINUER' })).toBeVisible();
      await noSnackbar(page);
    },
  },
  {
    name: 'validation page with the e-mail error',
    open: async (page, pages) => {
      await addArticleToCart(page, pages);
      await page.goto('/cart/validate');
      await page.getByRole('button', { name: 'ENVOYER LA DEMANDE DE DEVIS' }).click();
      await expect(page.getByText('Ce champ est obligatoire')).toBeVisible();
      await noSnackbar(page);
    },
  },
  {
    name: 'contact form with its errors',
    open: async (page) => {
      await page.goto('/contact/us');
      await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('pas-une-adresse');
      await page.getByRole('button', { name: 'ENVOYER' }).click();
      await expect(page.getByText('Adresse e-mail invalide')).toBeVisible();
    },
  },
  {
    name: 'not-found page',
    open: async (page) => {
      await page.goto('/pas/une/page/du/site/vraiment');
      await pageShown(page);
    },
  },
];

const wideOnly: Case = {
  name: 'desktop menu open',
  open: async (page, pages) => {
    await page.goto('/home');
    const toggle = page.getByRole('button', { name: `Sous-catégories de ${pages.categoryLabel}` });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: pages.categoryLabel })).toBeVisible();
  },
};

const phoneOnly: Case = {
  name: 'mobile menu open',
  open: async (page, pages) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'CATÉGORIES' }).click();
    const drawer = page.getByRole('dialog', { name: 'Catégories' });
    await drawer.getByRole('button', { name: `Sous-catégories de ${pages.categoryLabel}` }).click();
    await expect(
      drawer.getByRole('link', { name: pages.subCategoryLabel, exact: true }),
    ).toBeVisible();
  },
};

for (const { width, height, cases } of [
  { width: 1280, height: 900, cases: [...everywhere, wideOnly] },
  { width: 375, height: 800, cases: [...everywhere, phoneOnly] },
]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height } });
    for (const { name, open } of cases) {
      test(`${name}: no accessibility violation`, async ({ page, request }) => {
        await open(page, await demoPages(request));
        expect(await accessibilityViolations(page)).toEqual([]);
      });
    }
  });
}
