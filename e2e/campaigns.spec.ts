import { articlePath } from '@labo/domain/catalog-paths';
import type { Article, FlatCategories } from '@labo/domain/catalog-schemas';
import { parisDateYmd } from '@labo/domain/dates';
import { formatEuros, parseWireMoney } from '@labo/domain/money';
import { salePriceCents } from '@labo/domain/pricing';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './app-test';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from './demo-accounts';
import { waitForMail } from './mailbox';
import { expectAccessible, logIn, sendQuote, typeDay } from './shop-steps';

// The promotion campaign journey (docs/product/promotions.md): the demo administrator runs a
// campaign for today, a visitor sees and gets its price, and the campaign's deletion takes
// the discount back. Public answers are cached up to 10 s on the server, so the visitor's
// page is reloaded until it shows the change.

/**
 * An article no other journey shops (not featured) and in no campaign: the last one of the
 * last under-sub-category that has one.
 */
async function quietArticle(request: APIRequestContext): Promise<Article> {
  const flat = (await (await request.get('/exposed/categories/flat')).json()) as FlatCategories;
  for (const usc of [...flat.underSubCategories].reverse()) {
    const url = `/exposed/under/sub/category/${usc.id}/articles`;
    const articles = (await (await request.get(url)).json()) as Article[];
    const article = articles.findLast(
      (a) => a.featured === '0' && a.sales_campaign.length === 0 && a.activeSaleCampaign === null,
    );
    if (article) return article;
  }
  throw new Error('the demo catalogue has no article outside campaigns');
}

/** Reloads `page` until the article's price box shows (or no longer shows) the badge. */
async function expectBadgeAfterReloads(page: Page, shown: boolean) {
  await expect
    .poll(
      async () => {
        await page.reload();
        const box = page.getByRole('region', { name: 'Prix HT' });
        await expect(box).toBeVisible();
        return box.getByText('-15 %', { exact: true }).count();
      },
      { timeout: 40_000, intervals: [1000, 2000, 3000] },
    )
    .toBe(shown ? 1 : 0);
}

test('a 15 % campaign for today: the visitor sees and gets the discount, until the campaign is deleted', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const article = await quietArticle(request);
  const baseCents = parseWireMoney(article.basePrice) ?? 0;
  const saleCents = salePriceCents(baseCents, 15);
  const title = `Journée ${Date.now()}`;
  const today = parisDateYmd(new Date());

  const admin = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage();
  await logIn(admin, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  await admin.goto('/admin/sales/campaigns');
  await expect(
    admin.getByRole('heading', { level: 1, name: 'Gestion des promotions' }),
  ).toBeVisible();
  await admin.getByRole('textbox', { name: 'Titre' }).fill(title);
  await admin.getByRole('spinbutton', { name: 'Pourcentage de remise' }).fill('15');
  await typeDay(admin, 'Premier jour', today);
  await typeDay(admin, 'Dernier jour', today);
  await admin.getByRole('button', { name: 'ENREGISTRER LA CAMPAGNE' }).click();
  await expect(admin.getByText('La nouvelle campagne a été enregistrée')).toBeVisible();

  const ongoing = admin.getByRole('region', { name: 'En cours' });
  const card = ongoing.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  const day = `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(2, 4)}`;
  await expect(card.getByText(`Du ${day} au ${day}`, { exact: false })).toBeVisible();
  await card.getByRole('button', { name: 'Voir les articles (0)' }).click();
  const articles = card.getByRole('region', { name: `Articles de la campagne ${title}` });
  await articles.getByRole('textbox', { name: "Référence de l'article" }).fill(article.crmId);
  await articles.getByRole('button', { name: 'AJOUTER' }).click();
  await expect(admin.getByText('Article ajouté à la campagne')).toBeVisible();
  await expect(articles.getByRole('link', { name: article.label }).first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Masquer les articles' })).toBeVisible();
  await expect(admin.getByText('Article ajouté à la campagne')).toHaveCount(0, { timeout: 10_000 });
  await expectAccessible(admin);

  // The visitor, in a browser of their own.
  const visitor = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage();
  await visitor.goto(articlePath(article));
  await expectBadgeAfterReloads(visitor, true);
  const priceBox = visitor.getByRole('region', { name: 'Prix HT' });
  await expect(priceBox.locator('s')).toContainText(formatEuros(baseCents));
  await expect(priceBox).toContainText(formatEuros(saleCents));
  await visitor.getByRole('button', { name: 'AJOUTER AU DEVIS' }).click();
  await expect(visitor.getByRole('link', { name: 'Mon devis 1 article' })).toBeVisible();

  await visitor.goto('/cart');
  const totals = visitor.getByRole('region', { name: 'Récapitulatif' });
  await expect(totals.getByText('Total HT').locator('xpath=following-sibling::*[1]')).toHaveText(
    formatEuros(saleCents),
  );
  // Nothing changed since the article was added: no notice.
  await expect(visitor.getByText(/Le prix de \d+ articles? a changé/)).toHaveCount(0);

  await visitor.getByRole('button', { name: 'VALIDER ET CONTINUER' }).click();
  const email = `campagne-${Date.now()}@labo-e2e.fr`;
  await visitor.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(email);
  const number = await sendQuote(visitor);
  const mail = await waitForMail(email, number);
  expect(mail.text).toContain(`remise -15\u00a0%`);
  expect(mail.text).toContain(`Total HT : ${formatEuros(saleCents)}`);

  // Deleted rather than closed: the journey checks the discount is gone with the campaign.
  await admin.getByRole('button', { name: `Supprimer la campagne ${title}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Supprimer cette campagne ?' });
  await confirm.getByRole('button', { name: 'SUPPRIMER' }).click();
  await expect(admin.getByText('Suppression effectuée')).toBeVisible();
  await expect(admin.getByRole('article', { name: title })).toHaveCount(0);
  await expect(
    admin.getByRole('heading', { level: 1, name: 'Gestion des promotions' }),
  ).toBeFocused();

  await visitor.goto(articlePath(article));
  await expectBadgeAfterReloads(visitor, false);
  await expect(visitor.getByRole('region', { name: 'Prix HT' }).locator('s')).toHaveCount(0);
});
