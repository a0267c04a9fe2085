import 'fake-indexeddb/auto';
import { QUANTITY_NOT_INTEGER, QUANTITY_TOO_LOW } from '@labo/domain/quantity';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_CHANGES_CHANNEL_NAME, onLocalChange } from '#shared/local-db/local-changes.ts';
import { localDb } from '#shared/local-db/local-db.ts';
import { makeArticle, onSale } from '#testing/test-articles.ts';
import {
  addArticleToCart,
  getCartLines,
  getCartSummary,
  getCartTotals,
  refreshCartArticles,
  removeCartLine,
  resetCart,
  setCartLineQuantity,
} from './cart-store';

beforeEach(async () => {
  await Promise.all(localDb.tables.map((table) => table.clear()));
});

describe('cart store', () => {
  it('opens the device database: version 3 with its five stores', async () => {
    await localDb.open();
    expect(localDb.verno).toBe(3);
    expect(localDb.tables.map((table) => table.name).sort()).toEqual(
      ['appliedCoupon', 'articleInCart', 'jwt', 'storedUser', 'summary'].sort(),
    );
  });

  it('adds a line, then increments it when the same article is added again', async () => {
    const becher = makeArticle({ basePrice: '12.50' });
    await addArticleToCart(becher, 2);
    await addArticleToCart({ ...becher, basePrice: '13.00' }, '3');

    const lines = await getCartLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(5);
    // The line keeps the newest copy of the article.
    expect(lines[0]?.article.basePrice).toBe('13.00');
  });

  it('refuses amounts the quantity rule refuses, and leaves the cart as it was', async () => {
    const becher = makeArticle();
    await expect(addArticleToCart(becher, 0)).rejects.toThrow(QUANTITY_TOO_LOW);
    await expect(addArticleToCart(becher, '1.5')).rejects.toThrow(QUANTITY_NOT_INTEGER);
    await addArticleToCart(becher, 9999);
    await expect(addArticleToCart(becher, 1)).rejects.toThrow(QUANTITY_NOT_INTEGER);
    expect((await getCartLines())[0]?.quantity).toBe(9999);
  });

  it('sets a quantity, removes the line at 0, and removes a line on request', async () => {
    const becher = makeArticle();
    const pipette = makeArticle();
    await addArticleToCart(becher, 1);
    await addArticleToCart(pipette, 1);

    await setCartLineQuantity(becher.id, 7);
    expect((await getCartLines()).find((line) => line.id === becher.id)?.quantity).toBe(7);

    await setCartLineQuantity(becher.id, 0);
    expect((await getCartLines()).map((line) => line.id)).toEqual([pipette.id]);

    await expect(setCartLineQuantity(becher.id, 2)).rejects.toThrow(
      'Article is not present in cart',
    );
    await removeCartLine(pipette.id);
    expect(await getCartLines()).toEqual([]);
  });

  it('purges soft-deleted articles when the cart is read, and recomputes the summary', async () => {
    const kept = makeArticle({ basePrice: '10.00' });
    const withdrawn = makeArticle({ basePrice: '99.00' });
    await addArticleToCart(kept, 1);
    await addArticleToCart(withdrawn, 1);
    // The stored copy is replaced by a newer one that the catalogue has since hidden.
    await localDb.articleInCart.update(withdrawn.id, {
      article: { ...withdrawn, soft_deleted: '1' },
    });

    expect((await getCartLines()).map((line) => line.id)).toEqual([kept.id]);
    expect(await localDb.articleInCart.count()).toBe(1);
    expect((await getCartSummary()).total_price).toBe(1000);
  });

  it('keeps the summary record: totals in cents, counts, last_validation and the device id', async () => {
    await addArticleToCart(makeArticle({ basePrice: '12.50' }), 2);
    await addArticleToCart(makeArticle({ basePrice: '0.99' }), 3);

    const summary = await getCartSummary();
    expect(summary).toMatchObject({
      id: 1,
      total_price: 2797,
      distinct_items_count: 2,
      total_items_count: 5,
      last_validation: 0,
    });
    expect(summary.install_id).toMatch(/^device_[0-9a-f]{32}$/);

    await resetCart();
    const afterReset = await getCartSummary();
    expect(afterReset).toMatchObject({ total_price: 0, distinct_items_count: 0 });
    expect(afterReset.install_id).toBe(summary.install_id);
    expect(await getCartLines()).toEqual([]);
  });

  it('computes totals without a campaign, and with a campaign percentage on both prices', async () => {
    const plain = makeArticle({ basePrice: '10.00', ttcPrice: '12.00' });
    await addArticleToCart(plain, 2);
    expect(await getCartTotals()).toMatchObject({
      totalHtCents: 2000,
      totalTtcCents: 2400,
      totalTaxesCents: 400,
      articleCount: 2,
    });

    await addArticleToCart(
      makeArticle({ basePrice: '20.00', ttcPrice: '24.00', ...onSale(15) }),
      1,
    );
    expect(await getCartTotals()).toMatchObject({
      totalHtCents: 2000 + 1700,
      totalTtcCents: 2400 + 2040,
      totalTaxesCents: 400 + 340,
      articleCount: 3,
      distinctCount: 2,
    });
    // The summary record itself stays on base prices (docs/product/cart.md#cart-summary).
    expect((await getCartSummary()).total_price).toBe(4000);
  });
});

describe('refreshCartArticles', () => {
  it('stores the current copy of each article: new price, new campaign, quantities kept', async () => {
    const becher = makeArticle({ basePrice: '10.00', ttcPrice: '12.00' });
    const pipette = makeArticle({ basePrice: '5.00', ttcPrice: '6.00' });
    await addArticleToCart(becher, 2);
    await addArticleToCart(pipette, 3);

    const result = await refreshCartArticles(
      [becher.id, pipette.id],
      [
        { ...becher, basePrice: '11.00', ttcPrice: '13.20' },
        { ...pipette, ...onSale(20) },
      ],
    );

    expect(result.removedCount).toBe(0);
    const lines = await getCartLines();
    expect(lines.map((line) => [line.id, line.quantity, line.article.basePrice])).toEqual([
      [becher.id, 2, '11.00'],
      [pipette.id, 3, '5.00'],
    ]);
    expect(lines[1]?.article.activeSaleCampaign?.percentage).toBe(20);
    expect(await getCartTotals()).toMatchObject({ totalHtCents: 2200 + 1200, articleCount: 5 });
    expect((await getCartSummary()).total_price).toBe(2200 + 1500);
  });

  it('drops lines whose article is withdrawn or unknown, and says how many', async () => {
    const kept = makeArticle();
    const withdrawn = makeArticle();
    const gone = makeArticle();
    for (const article of [kept, withdrawn, gone]) await addArticleToCart(article, 1);

    const result = await refreshCartArticles(
      [kept.id, withdrawn.id, gone.id],
      [kept, { ...withdrawn, soft_deleted: '1' }],
    );

    expect(result.removedCount).toBe(2);
    expect(result.lines.map((line) => line.id)).toEqual([kept.id]);
    expect((await getCartLines()).map((line) => line.id)).toEqual([kept.id]);
    expect(await getCartSummary()).toMatchObject({ distinct_items_count: 1, total_items_count: 1 });
  });

  it('leaves alone the lines added while the articles were being fetched', async () => {
    const asked = makeArticle();
    const addedMeanwhile = makeArticle();
    await addArticleToCart(asked, 1);
    await addArticleToCart(addedMeanwhile, 4);

    const result = await refreshCartArticles([asked.id], []);

    expect(result.removedCount).toBe(1);
    expect((await getCartLines()).map((line) => [line.id, line.quantity])).toEqual([
      [addedMeanwhile.id, 4],
    ]);
  });

  it('does not bring back a line removed while the articles were being fetched', async () => {
    const removed = makeArticle();
    await addArticleToCart(removed, 1);
    await removeCartLine(removed.id);

    const result = await refreshCartArticles([removed.id], [removed]);

    expect(result).toEqual({ lines: [], removedCount: 0, repriced: [] });
  });

  it('names the lines whose campaign started, ended or changed since they were stored', async () => {
    const now = new Date('2026-09-15T12:00:00+02:00');
    const starting = makeArticle({ label: 'Bécher' });
    const ending = makeArticle({ label: 'Pipette', ...onSale(15) });
    const changing = makeArticle({ label: 'Fiole', ...onSale(10) });
    const same = makeArticle({ label: 'Burette', ...onSale(20) });
    for (const article of [starting, ending, changing, same]) await addArticleToCart(article, 1);
    const ended = {
      ...ending,
      activeSaleCampaign: {
        title: 'Rentrée',
        percentage: 15,
        end_date_time: '2026-09-14T23:59:59+02:00',
      },
    };

    const result = await refreshCartArticles(
      [starting.id, ending.id, changing.id, same.id],
      [{ ...starting, ...onSale(15) }, ended, { ...changing, ...onSale(25) }, same],
      now,
    );

    expect(result.repriced).toEqual([
      { label: 'Bécher', before: 0, after: 15 },
      { label: 'Pipette', before: 15, after: 0 },
      { label: 'Fiole', before: 10, after: 25 },
    ]);
  });

  it('tells the screens that the cart changed', async () => {
    const article = makeArticle();
    await addArticleToCart(article, 1);
    const listener = vi.fn();
    const unsubscribe = onLocalChange(listener);

    await refreshCartArticles([article.id], [{ ...article, basePrice: '9.00' }]);

    expect(listener).toHaveBeenCalledExactlyOnceWith('cart', 'this-tab');
    unsubscribe();
  });
});

describe('cart-updated notifications', () => {
  let otherTab: BroadcastChannel;
  beforeEach(() => {
    otherTab = new BroadcastChannel(LOCAL_CHANGES_CHANNEL_NAME);
  });
  afterEach(() => otherTab.close());

  it('tells this tab at once and other tabs through a channel', async () => {
    const inThisTab = vi.fn();
    const unsubscribe = onLocalChange(inThisTab);
    const inOtherTab = new Promise<unknown>((resolve) => {
      otherTab.onmessage = (event) => resolve(event.data);
    });

    await addArticleToCart(makeArticle(), 1);

    expect(inThisTab).toHaveBeenCalledExactlyOnceWith('cart', 'this-tab');
    expect(await inOtherTab).toEqual({ change: 'cart' });
    unsubscribe();
  });

  it('calls subscribers for changes made in another tab', async () => {
    const listener = vi.fn();
    const unsubscribe = onLocalChange(listener);

    otherTab.postMessage({ change: 'cart' });
    await vi.waitFor(() => expect(listener).toHaveBeenCalledExactlyOnceWith('cart', 'other-tab'));

    unsubscribe();
  });
});
