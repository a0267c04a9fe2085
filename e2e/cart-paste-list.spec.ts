import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from './app-test';
import { waitForMail } from './mailbox';
import { expectAccessible } from './shop-steps';

// « Coller une liste » on the cart page (docs/product/cart.md#paste-a-list), then the quote
// sent with the buyer's order reference and its PDF
// (docs/product/quote-request.md#order-reference): the real server with the demo
// catalogue, the real device database in Chromium, the mails at the run's SMTP peer.

type ListedArticle = { crmId: string; label: string; soft_deleted: string };

test('paste 5 references, one unknown, send the quote with an order reference, download its PDF', async ({
  page,
}) => {
  const answer = await page.request.get('/exposed/featured/articles');
  const featured = ((await answer.json()) as ListedArticle[]).filter((a) => a.soft_deleted === '0');
  const [first, second, third, fourth] = featured;
  if (!first || !second || !third || !fourth) throw new Error('the demo has 4 featured articles');

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Coller une liste' }).click();
  const dialog = page.getByRole('dialog', { name: 'Coller une liste de références' });
  // As a spreadsheet's two columns and as typed, one reference in lower case, one unknown.
  await dialog
    .getByRole('textbox', { name: 'Références et quantités' })
    .fill(
      [
        `${first.crmId}\t2`,
        `${second.crmId} ; 3`,
        second.crmId.toLowerCase(),
        third.crmId,
        `${fourth.crmId} 1`,
        'INCONNU-000000',
      ].join('\n'),
    );
  await dialog.getByRole('button', { name: 'VÉRIFIER LA LISTE' }).click();

  await expect(dialog.getByRole('status')).toHaveText('4 références trouvées, 1 inconnue.');
  // The second reference's lines summed.
  await expect(dialog.getByRole('listitem').filter({ hasText: second.crmId })).toHaveText(
    `${second.crmId} · ${second.label}Quantité : 4`,
  );
  await expect(dialog).toContainText('INCONNU-000000');
  await expectAccessible(page);

  const add = dialog.getByRole('button', { name: 'AJOUTER AU DEVIS' });
  await expect(add).toBeFocused();
  await add.click();
  await expect(
    page.getByRole('alert').filter({ hasText: '8 articles ajoutés au devis' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  for (const [article, quantity] of [
    [first, '2'],
    [second, '4'],
    [third, '1'],
    [fourth, '1'],
  ] as const) {
    await expect(
      page.getByRole('spinbutton', { name: `Quantité pour ${article.label}` }),
    ).toHaveValue(quantity);
  }
  await expect(page.getByRole('link', { name: 'Mon devis 4 articles' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'VALIDER ET CONTINUER' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Valider mon devis' })).toBeVisible();
  const email = 'achats.lycee@labo-e2e.fr';
  await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(email);
  await page
    .getByRole('textbox', { name: 'Votre référence (bon de commande)' })
    .fill('BC-LYC-2026-0117');
  await page.getByRole('button', { name: 'ENVOYER LA DEMANDE DE DEVIS' }).click();

  const sent = page.getByRole('dialog', { name: 'Demande envoyée' });
  await expect(sent).toBeVisible();
  const number = /\d{6}-\d+/.exec(
    (await sent.getByText(/Numéro de votre demande/).textContent()) ?? '',
  )?.[0];
  if (!number) throw new Error('the dialog gives the quote number');
  const downloading = page.waitForEvent('download');
  await sent.getByRole('link', { name: 'TÉLÉCHARGER LE DEVIS (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`devis-${number}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The confirmation repeats the order reference and carries the same PDF.
  const mail = await waitForMail(email, `Vous trouverez le devis n° ${number} en PDF`);
  expect(mail.text).toContain('Votre référence (bon de commande) : BC-LYC-2026-0117');
  expect(mail.text).toMatch(new RegExp(`filename="?devis-${number}\\.pdf`));
});
