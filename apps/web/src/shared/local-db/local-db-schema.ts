// The device database (docs/product/cart.md#device-storage): its name, version and stores.
// Apart from local-db.ts so that the raw reader (read-local-records.ts) does not load
// Dexie.

/** One name per shop, so the data survives deployments. */
export const LOCAL_DB_NAME = 'labo-devis';
/** Version 3, every store keyed by `id`. */
export const LOCAL_DB_VERSION = 3;
export const LOCAL_DB_STORES = [
  'articleInCart',
  'summary',
  'appliedCoupon',
  'storedUser',
  'jwt',
] as const;
/** The single record id of the summary, stored user and jwt stores. */
export const LOCAL_SINGLE_RECORD_ID = 1;
/**
 * Prefix of the random device identifier kept in the cart summary
 * (docs/product/cart.md#cart-summary).
 */
export const INSTALL_ID_PREFIX = 'device_';
