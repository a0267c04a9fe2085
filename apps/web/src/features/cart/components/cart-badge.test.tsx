import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '#shared/local-db/local-db.ts';
import { makeArticle } from '#testing/test-articles.ts';
import { CART_CHANNEL_NAME, CART_UPDATED_EVENT } from '../cart-events';
import { addArticleToCart, resetCart } from '../cart-store';
import { CartBadge } from './cart-badge';

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
    render(<CartBadge />);
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('shows no count once the cart is empty', async () => {
    await addArticleToCart(makeArticle(), 2);
    const { container } = render(<CartBadge />);
    // The count read from the device shows first: the empty badge below is a new read.
    expect(await screen.findByText('1')).toBeVisible();

    await resetCart();

    // Gone, not hidden: a hidden number would still be read as part of the button's name.
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('follows the cart as articles are added', async () => {
    render(<CartBadge />);
    await addArticleToCart(makeArticle(), 3);
    expect(await screen.findByText('1')).toBeVisible();
    await addArticleToCart(makeArticle(), 1);
    expect(await screen.findByText('2')).toBeVisible();
  });

  it('follows a change made in another tab', async () => {
    await storeDistinctCount(2);
    render(<CartBadge />);
    expect(await screen.findByText('2')).toBeVisible();
    // The other tab writes the device database, then says so on the channel.
    await storeDistinctCount(7);
    const otherTab = new BroadcastChannel(CART_CHANNEL_NAME);
    otherTab.postMessage({ type: CART_UPDATED_EVENT });
    otherTab.close();
    expect(await screen.findByText('7')).toBeVisible();
  });
});
