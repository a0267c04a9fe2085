import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '#shared/local-db/local-db.ts';
import { renderInApp } from '#testing/render-in-app.tsx';
import { stubApi } from '#testing/test-api.ts';
import { makeArticle } from '#testing/test-articles.ts';
import { addArticleToCart, getCartLines } from '../cart-store';
import { PasteListButton } from './paste-list-dialog';

const BY_REFERENCES = 'POST /exposed/articles/by/references';

const becher = makeArticle({ crmId: 'DUR-100002', label: 'Bécher 250 ml' });
const pipette = makeArticle({ crmId: 'SCH-200001', label: 'Pipette 10 ml' });
const agitateur = makeArticle({ crmId: 'HEI-300001', label: 'Agitateur magnétique' });
const retired = makeArticle({ crmId: 'DUR-100004', label: 'Bécher retiré', soft_deleted: '1' });

async function openDialog() {
  const user = userEvent.setup();
  renderInApp([{ path: '/cart', element: <PasteListButton /> }], { path: '/cart' });
  await user.click(screen.getByRole('button', { name: 'Coller une liste' }));
  const dialog = await screen.findByRole('dialog', { name: 'Coller une liste de références' });
  return { user, dialog };
}

async function pasteInto(user: ReturnType<typeof userEvent.setup>, text: string) {
  const field = screen.getByRole('textbox', { name: 'Références et quantités' });
  await user.click(field);
  await user.paste(text);
}

beforeEach(async () => {
  await Promise.all(localDb.tables.map((table) => table.clear()));
});

describe('« Coller une liste » (docs/product/cart.md#paste-a-list)', () => {
  it('shows what was found, unknown, withdrawn or unreadable, then adds the found ones at once', async () => {
    await addArticleToCart(becher, 1);
    const fetchMock = stubApi({ [BY_REFERENCES]: [becher, pipette, agitateur, retired] });
    const { user, dialog } = await openDialog();
    await pasteInto(
      user,
      'dur-100002 ; 3\nSCH-200001\t2\nHEI-300001\nXYZ-999\nDUR-100004;1\nDUR-100002 ; 1,5\nDUR-100002 2',
    );
    const check = within(dialog).getByRole('button', { name: 'VÉRIFIER LA LISTE' });
    await user.click(check);

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '3 références trouvées, 1 inconnue, 1 retirée de la vente, 1 ligne illisible.',
    );
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      references: ['DUR-100002', 'SCH-200001', 'HEI-300001', 'XYZ-999', 'DUR-100004'],
    });
    const part = (name: RegExp) =>
      within(dialog).getByRole('heading', { name }).closest('section') as HTMLElement;
    expect(part(/À ajouter au devis/)).toHaveTextContent('DUR-100002 · Bécher 250 mlQuantité : 5');
    expect(part(/Références inconnues/)).toHaveTextContent('XYZ-999');
    expect(part(/Articles retirés de la vente/)).toHaveTextContent('DUR-100004 · Bécher retiré');
    expect(part(/Lignes illisibles/)).toHaveTextContent(
      'Ligne 6 : DUR-100002 ; 1,5La quantité doit être un nombre entier de 1 à 9999.',
    );

    // The same button, now the add, keeps the focus.
    expect(check).toHaveAccessibleName('AJOUTER AU DEVIS');
    expect(check).toHaveFocus();
    await user.click(check);

    expect(await screen.findByRole('alert')).toHaveTextContent('8 articles ajoutés au devis');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const lines = await getCartLines();
    expect(lines.map((line) => [line.article.crmId, line.quantity])).toEqual([
      ['DUR-100002', 6],
      ['SCH-200001', 2],
      ['HEI-300001', 1],
    ]);
  });

  it('asks for a new check when the text changes after one', async () => {
    stubApi({ [BY_REFERENCES]: [becher] });
    const { user, dialog } = await openDialog();
    await pasteInto(user, 'DUR-100002');
    await user.click(within(dialog).getByRole('button', { name: 'VÉRIFIER LA LISTE' }));
    await within(dialog).findByRole('button', { name: 'AJOUTER AU DEVIS' });
    await user.type(screen.getByRole('textbox', { name: 'Références et quantités' }), ' 4');
    expect(within(dialog).getByRole('button', { name: 'VÉRIFIER LA LISTE' })).toBeVisible();
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
  });

  it('reports a list with nothing to look up without calling the server, and adds nothing', async () => {
    const fetchMock = stubApi({});
    const { user, dialog } = await openDialog();
    await pasteInto(user, 'Référence;Quantité\n\nAB');
    await user.click(within(dialog).getByRole('button', { name: 'VÉRIFIER LA LISTE' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Aucune référence trouvée, 2 lignes illisibles.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'VÉRIFIER LA LISTE' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'ANNULER' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Coller une liste' })).toHaveFocus();
    expect(await getCartLines()).toEqual([]);
  });
});
