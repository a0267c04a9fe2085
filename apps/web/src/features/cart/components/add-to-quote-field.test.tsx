import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ArticleList } from '#shared/articles/article-list.tsx';
import { localDb } from '#shared/local-db/local-db.ts';
import { renderInApp } from '#testing/render-in-app.tsx';
import { makeArticle } from '#testing/test-articles.ts';
import { setWindowWidth } from '#testing/window-width.ts';
import { getCartLines } from '../cart-store';
import { addToQuoteColumns } from './add-to-quote-field';

const becher = makeArticle({ label: 'Bécher 250 ml', basePrice: '4.20' });

/** The article list as the catalogue pages show it, with the add-to-quote column. */
function renderList() {
  renderInApp([
    { path: '/', element: <ArticleList articles={[becher]} actionColumns={addToQuoteColumns} /> },
  ]);
}

/**
 * Holds the next write of the cart until the returned function is called: the test looks
 * at the busy button whatever the speed of the device database.
 */
function holdNextCartWrite(): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const transaction = localDb.transaction.bind(localDb) as (...args: unknown[]) => unknown;
  vi.spyOn(localDb, 'transaction').mockImplementationOnce((async (...args: unknown[]) => {
    await held;
    return transaction(...args);
  }) as never);
  return release;
}

beforeEach(async () => {
  setWindowWidth(1280);
  await Promise.all(localDb.tables.map((table) => table.clear()));
});

describe('add-to-quote column', () => {
  it('offers an amount of 1 and an add button in the Devis column', () => {
    renderList();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toContain(
      'Devis',
    );
    expect(screen.getByRole('spinbutton', { name: 'Quantité pour Bécher 250 ml' })).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Ajouter Bécher 250 ml au devis' })).toBeEnabled();
  });

  it('adds the typed amount to the quote cart, says so, and puts the field back to 1', async () => {
    renderList();
    const amount = screen.getByRole('spinbutton', { name: 'Quantité pour Bécher 250 ml' });
    expect(amount).toHaveValue(1);

    await userEvent.clear(amount);
    await userEvent.type(amount, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter Bécher 250 ml au devis' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('3 articles ajoutés au devis');
    expect(amount).toHaveValue(1);
    const lines = await getCartLines();
    expect(lines.map((line) => [line.id, line.quantity])).toEqual([[becher.id, 3]]);
  });

  it('keeps the keyboard focus on the add button while it adds (docs/product/look-and-feel.md#focus-never-lost)', async () => {
    const release = holdNextCartWrite();
    renderList();
    const add = screen.getByRole('button', { name: 'Ajouter Bécher 250 ml au devis' });
    add.focus();
    await userEvent.keyboard('{Enter}');

    // Busy while the cart is written, yet still focused: never disabled under the focus.
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveFocus();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('1 article ajouté au devis');
    // The notice and the button's end of busy come from the same mutation, in either order.
    await waitFor(() => expect(add).not.toHaveAttribute('aria-disabled'));
    expect(add).toHaveFocus();
  });

  it('ignores a second press while it adds: the amount goes into the cart once', async () => {
    const release = holdNextCartWrite();
    renderList();
    const add = screen.getByRole('button', { name: 'Ajouter Bécher 250 ml au devis' });
    await userEvent.click(add);
    expect(add).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(add);
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('1 article ajouté au devis');
    await waitFor(() => expect(add).not.toHaveAttribute('aria-busy'));
    expect((await getCartLines()).map((line) => line.quantity)).toEqual([1]);
  });

  it('ignores empty, zero and non-integer amounts (docs/product/cart.md#quantity-inputs)', async () => {
    renderList();
    const amount = screen.getByRole('spinbutton', { name: 'Quantité pour Bécher 250 ml' });
    const add = screen.getByRole('button', { name: 'Ajouter Bécher 250 ml au devis' });
    expect(amount).toHaveAttribute('min', '0');

    await userEvent.clear(amount);
    expect(add).toBeDisabled();
    await userEvent.type(amount, '0');
    expect(add).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.5');
    expect(add).toBeDisabled();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    // Enter in the field adds, like the button.
    await userEvent.clear(amount);
    await userEvent.type(amount, '2{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('2 articles ajoutés au devis');
    expect((await getCartLines())[0]?.quantity).toBe(2);
  });
});
