import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { accessibilityViolations } from './accessibility';
import { test } from './app-test';
import { waitForMail } from './mailbox';

// Journeys of the quote request, from the cart to "Demande envoyée"
// (docs/product/quote-request.md), and of the contact form, on the real server with the
// demo catalogue. The server sends its mails to the SMTP peer of playwright.config.ts.

type WireArticle = { id: number; label: string; crmId: string };

/** The answer to the anti-robot addition the page shows now. */
async function robotSum(page: Page): Promise<number> {
  const question = (await page.locator('label', { hasText: 'Combien font' }).textContent()) ?? '';
  const [a, b] = question.match(/\d/g)?.map(Number) ?? [];
  if (a === undefined || b === undefined) throw new Error(`no addition in "${question}"`);
  return a + b;
}

test('add 2 articles, quick add a third by reference, validate, send: "Demande envoyée" and an empty cart', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  const featured = page.getByRole('region', { name: 'Produits à la Une' });
  const rows = featured.getByRole('row').filter({ has: page.getByRole('link') });
  const added: string[] = [];
  for (const index of [0, 1]) {
    const row = rows.nth(index);
    const label = (await row.getByRole('link').first().textContent()) ?? '';
    added.push(label);
    await row.getByRole('button', { name: `Ajouter ${label} au devis` }).click();
  }
  await expect(page.getByRole('link', { name: 'Mon devis 2 articles' })).toBeVisible();

  const all = (await (await request.get('/exposed/featured/articles')).json()) as WireArticle[];
  const third = all.find((article) => !added.includes(article.label));
  if (!third) throw new Error('the demo catalogue needs 3 featured articles');

  await page.getByRole('link', { name: 'Mon devis 2 articles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon devis' })).toBeVisible();
  const reference = page.getByRole('textbox', { name: 'Référence' });
  await reference.fill(third.crmId.toLowerCase());
  // The input is upper-cased (docs/product/cart.md#quick-add-by-reference).
  await expect(reference).toHaveValue(third.crmId.toUpperCase());
  await page.getByRole('button', { name: 'AJOUTER AU DEVIS', exact: true }).click();
  await expect(page.getByText('Référence ajoutée')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mon devis 3 articles' })).toBeVisible();
  for (const label of [...added, third.label]) {
    await expect(page.getByRole('link', { name: label }).first()).toBeVisible();
  }
  await expect(page.getByText('Nbr articles')).toBeVisible();

  await page.getByRole('button', { name: 'VALIDER ET CONTINUER' }).click();
  await expect(page).toHaveURL(/\/cart\/validate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Valider mon devis' })).toBeVisible();
  // Not logged in: the banner offers to log in first.
  await expect(page.getByRole('link', { name: 'SE CONNECTER' })).toHaveAttribute(
    'href',
    '/login?from=validate',
  );

  await page.getByRole('textbox', { name: 'Prénom' }).fill('Marie');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Curie');
  await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill('marie.curie@labo-e2e.fr');
  const delivery = page.getByRole('group', { name: 'Adresse de livraison' });
  await delivery
    .getByRole('textbox', { name: 'Nom et adresse' })
    .fill('12 rue Pierre et Marie Curie');
  await delivery.getByRole('textbox', { name: 'Code postal' }).fill('75005');
  await delivery.getByRole('textbox', { name: 'Ville' }).fill('Paris');
  const billing = page.getByRole('group', { name: 'Adresse de facturation' });
  const sameAddress = page.getByRole('switch', { name: "Utiliser l'adresse de livraison" });
  if (!(await sameAddress.isChecked())) await sameAddress.check();
  await expect(billing.getByRole('textbox', { name: 'Ville' })).toHaveValue('Paris');
  await expect(billing.getByRole('textbox', { name: 'Ville' })).toBeDisabled();
  await page
    .getByRole('textbox', { name: 'Commentaire (facultatif)' })
    .fill('Livraison au labo 3.');
  // The snackbar of the adds hides 3 s after the last one: were it to start fading while
  // axe reads the page, its colours would be caught halfway. Check the page without it.
  await expect(page.getByRole('alert').filter({ hasText: /ajoutés? au devis/ })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'ENVOYER LA DEMANDE DE DEVIS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Demande envoyée' });
  await expect(dialog).toBeVisible();
  const numberText = (await dialog.getByText(/Numéro de votre demande/).textContent()) ?? '';
  const quoteNumber = /\d{6}-\d+/.exec(numberText)?.[0];
  expect(quoteNumber).toBeDefined();
  await expect(dialog.getByRole('link', { name: 'VOIR MES DEVIS' })).toHaveAttribute(
    'href',
    '/my/account/quotes',
  );

  // The PDF through the dialog's signed link, without an account
  // (docs/product/quote-request.md#quote-pdf).
  const pdfLink = dialog.getByRole('link', { name: 'TÉLÉCHARGER LE DEVIS (PDF)' });
  const answer = await request.get((await pdfLink.getAttribute('href')) ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  const downloading = page.waitForEvent('download');
  await pdfLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`devis-${quoteNumber}.pdf`);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // Closed, the dialog leaves the quote's number on the page.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const confirmation = page.getByRole('region', { name: 'Demande envoyée' });
  await expect(confirmation.getByText(`Numéro de votre demande : ${quoteNumber}`)).toBeVisible();
  await expect(confirmation.getByRole('link', { name: 'VOIR MES DEVIS' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // The confirmation mail went out.
  await waitForMail('marie.curie@labo-e2e.fr', `${quoteNumber}`);

  await page.goto('/cart');
  await expect(page.getByText('Votre devis est vide')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mon devis vide' })).toBeVisible();
});

test('contact form: a wrong robot answer is refused, a right one sends the message', async ({
  page,
}) => {
  await page.goto('/contact/us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Irène');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('irene@labo-e2e.fr');
  await page.getByRole('textbox', { name: 'Société' }).fill('Institut du Radium');
  await page
    .getByRole('textbox', { name: 'Votre message' })
    .fill('Bonjour, proposez-vous des béchers en quartz ?');

  const robot = page.getByRole('textbox', { name: /^Combien font \d \+ \d \?/ });
  await robot.fill(String((await robotSum(page)) + 1));
  await page.getByRole('button', { name: 'ENVOYER' }).click();
  await expect(page.getByText("Le résultat de l'addition est incorrect")).toBeVisible();
  // A new pair of numbers is asked, and the field is empty again.
  await expect(robot).toHaveValue('');

  await robot.fill(String(await robotSum(page)));
  await page.getByRole('button', { name: 'ENVOYER' }).click();
  await expect(
    page.getByText(
      'Votre message a bien été envoyé. Vous allez recevoir un e-mail de confirmation.',
    ),
  ).toBeVisible();
  await waitForMail('irene@labo-e2e.fr', 'quartz');
});
