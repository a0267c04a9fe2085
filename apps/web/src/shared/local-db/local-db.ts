import type { CartLine, CartSummary } from '@labo/domain/cart-rules';
import type { Article } from '@labo/domain/catalog-schemas';
import Dexie, { type EntityTable, type Table } from 'dexie';
import {
  LOCAL_DB_NAME,
  LOCAL_DB_STORES,
  LOCAL_DB_VERSION,
  type LOCAL_SINGLE_RECORD_ID,
} from './local-db-schema';

/**
 * A cart line as stored (docs/product/cart.md#cart-lines): the whole article object, so the
 * cart shows without a call.
 */
export type CartLineRecord = CartLine<Article>;

/** The cart summary, the single record with id 1 (docs/product/cart.md#cart-summary). */
export type CartSummaryRecord = CartSummary & {
  id: typeof LOCAL_SINGLE_RECORD_ID;
  /** Random device identifier, kept for the life of the device database. */
  install_id: string;
};

/**
 * Records of the stores the cart does not own (docs/product/cart.md#device-storage: coupon
 * contents not shown; the stored user and token are read by shared/session, which checks
 * them itself).
 */
type SingleRecord = { id: number } & Record<string, unknown>;

class LocalDb extends Dexie {
  // `declare`, not `!`: a class field would be set to undefined after super() and hide
  // the table Dexie defines on the instance (ES2022 class fields semantics).
  declare articleInCart: EntityTable<CartLineRecord, 'id'>;
  declare summary: EntityTable<CartSummaryRecord, 'id'>;
  declare appliedCoupon: Table<SingleRecord, number>;
  declare storedUser: Table<SingleRecord, number>;
  declare jwt: Table<SingleRecord, number>;

  constructor() {
    super(LOCAL_DB_NAME);
    // Every store keyed by `id`, the article id or 1 for the single records
    // (docs/product/cart.md#device-storage).
    this.version(LOCAL_DB_VERSION).stores(
      Object.fromEntries(LOCAL_DB_STORES.map((store) => [store, 'id'])),
    );
  }
}

/** The one Dexie instance of the app; opened on first use. */
export const localDb = new LocalDb();
