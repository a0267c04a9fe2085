import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '#shared/local-db/local-db.ts';
import { deviceHasLocalDb } from '#testing/local-db-presence.ts';
import { makeArticle } from '#testing/test-articles.ts';
import { addArticleToCart, resetCart } from './cart-store';
import { readStoredCartSummary } from './stored-summary';

beforeEach(async () => {
  // Every test starts on a device where the cart was never used.
  await localDb.delete({ disableAutoOpen: false });
});

describe('readStoredCartSummary', () => {
  it('answers undefined on a device without the database, and does not create it', async () => {
    expect(await readStoredCartSummary()).toBeUndefined();
    expect(await deviceHasLocalDb()).toBe(false);
  });

  describe('where the browser cannot list its databases', () => {
    beforeEach(() => {
      Object.defineProperty(indexedDB, 'databases', { value: undefined, configurable: true });
    });
    afterEach(() => {
      Reflect.deleteProperty(indexedDB, 'databases');
    });

    it('still leaves no database behind, so Dexie creates it with its schema', async () => {
      expect(await readStoredCartSummary()).toBeUndefined();
      Reflect.deleteProperty(indexedDB, 'databases');
      expect(await deviceHasLocalDb()).toBe(false);

      await addArticleToCart(makeArticle(), 1);
      localDb.close();
      await localDb.open();
      expect(localDb.verno).toBe(3);
      expect(await localDb.summary.get(1)).toMatchObject({ distinct_items_count: 1 });
    });

    it('reads an existing database', async () => {
      await addArticleToCart(makeArticle(), 4);
      expect(await readStoredCartSummary()).toMatchObject({ distinct_items_count: 1 });
    });
  });

  it('reads the summary the cart store writes, and each change after it', async () => {
    await addArticleToCart(makeArticle(), 2);
    await addArticleToCart(makeArticle(), 1);
    expect(await readStoredCartSummary()).toMatchObject({
      distinct_items_count: 2,
      total_items_count: 3,
    });

    await resetCart();
    expect(await readStoredCartSummary()).toMatchObject({ distinct_items_count: 0 });
  });
});
