import { expect, type Page } from '@playwright/test';
import { accessibilityViolations } from './accessibility';

// Steps several journeys take: the shop as a visitor or a customer sees it.

/** No serious or critical axe violation on the page as it stands. */
export async function expectAccessible(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** Adds the first featured article of the home page; returns its label. */
export async function addFeaturedArticle(page: Page): Promise<string> {
  await page.goto('/home');
  const row = page
    .getByRole('region', { name: 'Produits à la Une' })
    .getByRole('row')
    .filter({ has: page.getByRole('link') })
    .first();
  const label = (await row.getByRole('link').first().textContent()) ?? '';
  await row.getByRole('button', { name: `Ajouter ${label} au devis` }).click();
  await expect(page.getByRole('link', { name: 'Mon devis 1 article' })).toBeVisible();
  // The add's notice comes once the device has stored the line, a moment after the badge
  // may change: waiting for it keeps it from appearing in a later step's accessibility check.
  await expect(page.getByText('1 article ajouté au devis')).toBeVisible();
  return label;
}

export async function logIn(page: Page, email: string, password: string) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'SE CONNECTER' }).click();
  await expect(page.getByText('Connexion réussie ! Bienvenue !')).toBeVisible();
}

/** Sends the cart from /cart/validate as it is filled; returns the quote number. */
export async function sendQuote(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'ENVOYER LA DEMANDE DE DEVIS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Demande envoyée' });
  await expect(dialog).toBeVisible();
  const text = (await dialog.getByText(/Numéro de votre demande/).textContent()) ?? '';
  const number = /\d{6}-\d+/.exec(text)?.[0];
  if (!number) throw new Error(`no quote number in "${text}"`);
  return number;
}

/**
 * Types an ISO day ("2026-11-26") into a French date picker as a person does: each section
 * (Jour, Mois, Année) chosen, then its digits, one key at a time
 * (docs/decisions/026-date-picker.md).
 */
export async function typeDay(page: Page, label: string, isoDay: string) {
  const [year = '', month = '', day = ''] = isoDay.split('-');
  const field = page.getByRole('group', { name: label });
  for (const [section, digits] of [
    ['Jour', day],
    ['Mois', month],
    ['Année', year],
  ] as const) {
    await field.getByRole('spinbutton', { name: section }).click();
    await page.keyboard.type(digits, { delay: 30 });
  }
}
