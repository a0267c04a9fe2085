import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { test } from './app-test';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from './demo-accounts';
import { linkIn, waitForMail } from './mailbox';
import { expectAccessible, logIn } from './shop-steps';

// From request to order (docs/product/offers.md): a visitor's quote request, the staff's
// offer with a changed price and a free line, the offer mail's link opened without an
// account, the acceptance with a purchase-order number and its PDF, and the order in the
// staff's export. The real server with the demo catalogue, mails at the run's SMTP peer.

const purchaseOrderPdf = fileURLToPath(new URL('./fixtures/bon-de-commande.pdf', import.meta.url));

type WireArticle = { id: number; label: string; crmId: string; soft_deleted: string };

test('a visitor accepts the staff’s offer from the mail link; the order reaches the export', async ({
  page,
  browser,
  request,
}) => {
  // Two people, a mail between them and three accessibility checks: a long journey.
  test.slow();
  const featured = (await (
    await request.get('/exposed/featured/articles')
  ).json()) as WireArticle[];
  const [first, second] = featured.filter((article) => article.soft_deleted === '0');
  if (!first || !second) throw new Error('the demo has 2 featured articles');
  const email = `labo.offre.${Date.now()}@labo-e2e.fr`;
  const posted = await request.post('/exposed/post/quote', {
    data: {
      email,
      lastName: 'Lavoisier',
      lines: [
        { article_id: first.id, quantity: 2 },
        { article_id: second.id, quantity: 1 },
      ],
      env: 'production',
    },
  });
  expect(posted.status()).toBe(201);
  const { id, sort_number: number } = (await posted.json()) as { id: number; sort_number: string };

  // Staff prepare the offer: a lower price on the first line, a calibration added.
  await logIn(page, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  await page.goto(`/admin/quotes/${id}`);
  await page.getByRole('link', { name: 'PRÉPARER UNE OFFRE' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Offre pour le devis n° ${number}` }),
  ).toBeVisible();
  const firstLine = page.getByRole('group', { name: /^Ligne 1/ });
  await firstLine.getByRole('textbox', { name: 'Prix unitaire HT (€)' }).fill('9,90');
  await page.getByRole('button', { name: 'AJOUTER UNE LIGNE LIBRE' }).click();
  const freeLine = page.getByRole('group', { name: /^Ligne 3/ });
  await freeLine.getByRole('textbox', { name: 'Référence' }).fill('ETAL-01');
  await freeLine.getByRole('textbox', { name: 'Désignation' }).fill('Étalonnage sur site');
  await freeLine.getByRole('textbox', { name: 'Prix unitaire HT (€)' }).fill('45');
  await page
    .getByRole('textbox', { name: "Message à l'acheteur" })
    .fill('Prix spécial établissement.');
  await expect(page.getByRole('status').filter({ hasText: /^Enregistré le/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: "ENVOYER L'OFFRE" }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Devis n° ${number}` })).toBeVisible();
  await expect(page.getByText('Offre v1 ·')).toBeVisible();
  await expect(page.getByText('Offre envoyée v1').first()).toBeVisible();

  // The visitor opens the mail's link, without an account.
  const mail = await waitForMail(email, `Votre offre n° ${number}`);
  const link = new URL(linkIn(mail, `/quote/${id}/offer`));
  const visitorContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${link.pathname}${link.search}`);
  await visitor.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect(
    visitor.getByRole('heading', { level: 1, name: `Offre pour votre devis n° ${number}` }),
  ).toBeVisible();
  await expect(visitor.getByText('Prix spécial établissement.')).toBeVisible();
  const lines = visitor.getByRole('listitem').filter({ hasText: /Modifié|Ajouté/ });
  await expect(lines.filter({ hasText: first.crmId })).toContainText('Modifié');
  await expect(lines.filter({ hasText: 'ETAL-01' })).toContainText('Ajouté');
  await expectAccessible(visitor);

  await visitor.getByRole('button', { name: "ACCEPTER L'OFFRE" }).click();
  const order = visitor.getByRole('textbox', { name: 'Numéro de bon de commande' });
  await expect(order).toBeFocused();
  await order.fill('BC-2026-001');
  await visitor.getByLabel('CHOISIR UN FICHIER').setInputFiles(purchaseOrderPdf);
  await expect(visitor.getByText('Fichier choisi : bon-de-commande.pdf (1 ko)')).toBeVisible();
  await visitor.getByRole('button', { name: 'CONFIRMER LA COMMANDE' }).click();
  const done = visitor.getByRole('status').filter({ hasText: 'Votre commande est enregistrée' });
  await expect(done).toBeFocused();
  await expect(visitor.getByText('Acceptée').first()).toBeVisible();
  await expect(
    visitor.getByText('Bon de commande joint : bon-de-commande.pdf (1 ko)'),
  ).toBeVisible();
  await expectAccessible(visitor);
  await visitorContext.close();

  // The order in the staff's export for the ERP.
  const login = await request.post('/api/login_check', {
    data: { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const exported = await request.get('/api/protected/orders/export?format=csv', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(exported.status()).toBe(200);
  const csv = await exported.text();
  expect(csv).toContain('BC-2026-001');
  expect(csv).toContain(number);
});
