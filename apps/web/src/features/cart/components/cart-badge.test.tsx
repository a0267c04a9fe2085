import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_CHANGES_CHANNEL_NAME } from '#shared/local-db/local-changes.ts';
import { localDb } from '#shared/local-db/local-db.ts';
import { renderInApp } from '#testing/render-in-app.tsx';
import { makeArticle } from '#testing/test-articles.ts';
import { addArticleToCart, resetCart } from '../cart-store';
import { CartBadge } from './cart-badge';

/** The badge alone, in the app's providers: it reads the cart through the query cache. */
function renderBadge() {
  return renderInApp([
    {
      path: '/',
      element: (
        <span data-testid="badge">
          <CartBadge />
        </span>
      ),
    },
  ]);
}

async function storeDistinctCount(count: number) {
  await localDb.summary.put({
    id: 1,
    total_price: 0,
    distinct_items_count: count,
    total_items_count: count,
    last_validation: 0,
    install_id: 'device_test',
  });
}

beforeEach(async () => {
  await Promise.all(localDb.tables.map((table) => table.clear()));
});

describe('CartBadge', () => {
  it.each([
    [5, '5'],
    [99, '99'],
    [100, '99+'],
  ])('shows %i distinct articles as "%s"', async (count, text) => {
    await storeDistinctCount(count);
    renderBadge();
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('shows no count once the cart is empty', async () => {
    await addArticleToCart(makeArticle(), 2);
    renderBadge();
    // The count read from the device shows first: the empty badge below is a new read.
    expect(await screen.findByText('1')).toBeVisible();

    await resetCart();

    // Gone, not hidden: a hidden number would still be read as part of the button's name.
    await waitFor(() => expect(screen.getByTestId('badge')).toBeEmptyDOMElement());
  });

  it('follows the cart as articles are added', async () => {
    renderBadge();
    await addArticleToCart(makeArticle(), 3);
    expect(await screen.findByText('1')).toBeVisible();
    await addArticleToCart(makeArticle(), 1);
    expect(await screen.findByText('2')).toBeVisible();
  });

  it('follows a change made in another tab', async () => {
    await storeDistinctCount(2);
    renderBadge();
    expect(await screen.findByText('2')).toBeVisible();
    // The other tab writes the device database, then says so on the channel.
    await storeDistinctCount(7);
    const otherTab = new BroadcastChannel(LOCAL_CHANGES_CHANNEL_NAME);
    otherTab.postMessage({ change: 'cart' });
    otherTab.close();
    expect(await screen.findByText('7')).toBeVisible();
  });
});
