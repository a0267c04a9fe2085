import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './app-test';
import { pageShown } from './demo-pages';

// The visitor's whole journey with the keyboard alone, home to "Demande envoyée": after
// each action the focus is on an element, never on <body>, and that element shows a
// focus indicator (docs/product/look-and-feel.md#focus-indicator,
// docs/product/look-and-feel.md#focus-never-lost).

test.use({ viewport: { width: 1280, height: 900 } });
// Some hundred key presses, each followed by a look at the focus: longer than most journeys.
test.setTimeout(120_000);

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, direction: 'forward' | 'back' = 'forward') {
  const key = direction === 'forward' ? 'Tab' : 'Shift+Tab';
  for (let presses = 0; presses < 150; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${target} never got the focus`);
}

/** The focused element, and whether it draws a focus indicator. */
async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { onBody: true, visible: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
    // A text field of MUI draws its ring on the box around the input.
    const field = element.closest('.MuiInputBase-root')?.classList.contains('Mui-focused');
    return {
      onBody: false,
      visible: outline || style.boxShadow !== 'none' || field === true,
      element: `${element.tagName} ${element.textContent?.slice(0, 40)}`,
    };
  });
  expect(focus.onBody, 'focus on <body>').toBe(false);
  expect(focus.visible, `no focus indicator on ${focus.element}`).toBe(true);
}

/** After a navigation the focus is on the new page's main heading. */
async function expectHeadingFocused(page: Page) {
  await pageShown(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  await expectVisibleFocus(page);
}

test('home → menu → list → article → add → cart → validation → send, keyboard only', async ({
  page,
}) => {
  await page.goto('/home');
  await pageShown(page);
  // The first load leaves the focus where the browser puts it: nothing is stolen.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
  await expectVisibleFocus(page);

  const menu = page.getByRole('navigation', { name: 'Catégories du catalogue' });
  const toggle = menu.getByRole('button', { name: /^Sous-catégories de / }).first();
  await tabTo(page, toggle);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expectVisibleFocus(page);
  const url = page.url();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(url);
  await expectHeadingFocused(page);

  const firstArticle = page.getByRole('main').getByRole('table').getByRole('link').first();
  await tabTo(page, firstArticle);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'AJOUTER AU DEVIS' })).toBeVisible();
  await expectHeadingFocused(page);

  const add = page.getByRole('button', { name: 'AJOUTER AU DEVIS' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const cartLink = page.getByRole('link', { name: 'Mon devis 1 article' });
  await expect(cartLink).toBeVisible();
  await expect(add).toBeFocused();
  await expectVisibleFocus(page);

  await tabTo(page, cartLink, 'back');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expectHeadingFocused(page);

  const validate = page.getByRole('button', { name: 'VALIDER ET CONTINUER' });
  await tabTo(page, validate);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart\/validate$/);
  await expectHeadingFocused(page);

  const email = page.getByRole('textbox', { name: 'Adresse e-mail' });
  await tabTo(page, email);
  await expectVisibleFocus(page);
  await page.keyboard.type('clavier@labo-e2e.fr');

  const send = page.getByRole('button', { name: 'ENVOYER LA DEMANDE DE DEVIS' });
  await tabTo(page, send);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Demande envoyée' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);

  // Closing the dialog leaves the confirmation on the page, the send button gone: its
  // heading takes the focus, and the quote's number stays in view.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeFocused();
  await expectVisibleFocus(page);
  await expect(page.getByText(/Numéro de votre demande : \d{6}-\d+/)).toBeVisible();
});
