import { expect, test } from '@playwright/test';
import { expectAccessible } from './shop-steps';

// « Coller une liste » on the cart page (docs/product/cart.md#paste-a-list): the real
// server with the demo catalogue, the real device database in Chromium.

type ListedArticle = { crmId: string; label: string; soft_deleted: string };

test('paste 5 references, one unknown: the dialog sorts them, then the 4 found land in the cart', async ({
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
});
