import { expect, type Page } from '@playwright/test';
import { test } from './app-test';
import { linkIn, waitForMail } from './mailbox';
import { addFeaturedArticle, expectAccessible, logIn, sendQuote } from './shop-steps';

// Journeys of the accounts (docs/product/accounts.md): sign-up and the verification mail,
// login, the customer's quote history, the password reset by mail, the logout, and the
// invitation after a quote sent without an account. Mails come from the SMTP peer of
// playwright.config.ts; their links lead to this server (PUBLIC_URL).

// Each journey goes through several pages, mails and axe checks: more than the default
// 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const PASSWORD = 'secret-e2e';

/** An address no other journey of this run uses. */
function newAddress(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@labo-e2e.fr`;
}

async function createAccount(page: Page, email: string, firstName: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Prénom/ }).fill(firstName);
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Curie');
  await expect(page.getByRole('textbox', { name: /^Adresse e-mail/ })).toHaveValue(email);
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByLabel(/^Confirmation du mot de passe/).fill(PASSWORD);
  await page.getByRole('button', { name: 'CRÉER MON COMPTE' }).click();
  await expect(page.getByText('Votre compte client a été créé avec succès !')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
}

/** Follows the link of the verification mail sent to `email`. */
async function verifyAddress(page: Page, email: string) {
  const mail = await waitForMail(email, '/account/verify/');
  await page.goto(linkIn(mail, '/account/verify/'));
  await expect(page.getByText(`Votre adresse e-mail ${email} est vérifiée`)).toBeVisible();
}

/** The history shows the quote; its dialog shows the article. */
async function expectQuoteInHistory(page: Page, number: string, articleLabel: string) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Historique de mes devis' }),
  ).toBeVisible();
  const numberButton = page.getByRole('button', { name: `Voir le devis n° ${number}` });
  await numberButton.click();
  const dialog = page.getByRole('dialog', { name: `Devis n° ${number}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('EN ATTENTE')).toBeVisible();
  await expect(dialog.getByRole('cell', { name: articleLabel.slice(0, 40) })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'FERMER' }).click();
  await expect(dialog).toBeHidden();
  await expect(numberButton).toBeFocused();
  // Opened from its row, closed with Escape: the focus is back on the number too.
  await page.getByRole('row').filter({ has: numberButton }).getByRole('cell').last().click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(numberButton).toBeFocused();
}

test('sign up, verify the address from the mail, log in, send a pre-filled quote, find it in the history', async ({
  page,
}) => {
  const email = newAddress('marie');
  await page.goto('/home');
  await page.getByRole('link', { name: 'Mon compte' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(email);
  await expectAccessible(page);
  await createAccount(page, email, 'Marie');

  await verifyAddress(page, email);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'SE CONNECTER' }).click();
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);

  const label = await addFeaturedArticle(page);
  await page.goto('/cart/validate');
  // Logged in: no login banner, the fields come from the account.
  await expect(page.getByRole('textbox', { name: /^Adresse e-mail/ })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Marie');
  await expect(page.getByRole('link', { name: 'SE CONNECTER' })).toHaveCount(0);
  const number = await sendQuote(page);

  await page.getByRole('link', { name: 'VOIR MES DEVIS' }).click();
  await expect(page).toHaveURL(/\/my\/account\/quotes$/);
  await expectQuoteInHistory(page, number, label);

  // The header's account button now leads to the customer area.
  await page.getByRole('link', { name: 'Mon compte' }).click();
  await expect(page).toHaveURL(/\/my\/account\/infos$/);
  await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(email);
  await expectAccessible(page);
});

test('forgot password: the mailed link resets it, and the new one logs in', async ({
  page,
  request,
}) => {
  const email = newAddress('pierre');
  const created = await request.post('/exposed/create/account', {
    data: { firstName: 'Pierre', lastName: 'Curie', phone: '', email, password: PASSWORD },
  });
  expect(created.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(email);
  await page.getByRole('button', { name: 'ENVOYER LE LIEN' }).click();
  await expect(page.getByText(/un e-mail contenant un lien de réinitialisation/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Adresse e-mail/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'ENVOYER LE LIEN' })).toBeDisabled();
  await expectAccessible(page);

  const mail = await waitForMail(email, '/credentials/recover/');
  await page.goto(linkIn(mail, '/credentials/recover/'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Réinitialisation du mot de passe' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/^Nouveau mot de passe/).fill('nouveau-secret');
  await page.getByLabel(/^Confirmer le mot de passe/).fill('nouveau-secret');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(
    page.getByText(`Le mot de passe du compte ${email} a été réinitialisé`),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Aller à la page de connexion' }).click();

  await logIn(page, email, 'nouveau-secret');
});

test('logout asks first, then empties the cart', async ({ page, request }) => {
  const email = newAddress('irene');
  const created = await request.post('/exposed/create/account', {
    data: { firstName: 'Irène', lastName: 'Curie', phone: '', email, password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  await logIn(page, email, PASSWORD);
  await addFeaturedArticle(page);

  await page.getByRole('link', { name: 'Mon compte' }).click();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Déconnexion' });
  await expect(dialog.getByText('Voulez-vous vraiment vous déconnecter ?')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'SE DÉCONNECTER' }).click();
  await expect(page.getByText('Déconnexion réussie.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mon devis vide' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/login');
});

test('a quote sent without an account: VOIR MES DEVIS invites to create it, and after verification the quote is in the history', async ({
  page,
}) => {
  const email = newAddress('paul');
  const label = await addFeaturedArticle(page);
  await page.goto('/cart/validate');
  await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(email);
  const number = await sendQuote(page);

  await page.getByRole('link', { name: 'VOIR MES DEVIS' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText(`Votre demande de devis a été envoyée avec l'adresse ${email}`),
  ).toBeVisible();
  await expectAccessible(page);
  await createAccount(page, email, 'Paul');
  await verifyAddress(page, email);
  await page.getByRole('link', { name: 'SE CONNECTER' }).click();
  await logIn(page, email, PASSWORD);

  await page.goto('/my/account/quotes');
  await expectQuoteInHistory(page, number, label);
});
