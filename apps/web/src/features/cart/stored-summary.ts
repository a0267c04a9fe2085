import type { CartSummaryRecord } from '#shared/local-db/local-db.ts';
import { LOCAL_SINGLE_RECORD_ID } from '#shared/local-db/local-db-schema.ts';
import { readLocalRecords } from '#shared/local-db/read-local-records.ts';

/**
 * The summary record (id 1, docs/product/cart.md#cart-summary) as stored, or undefined
 * while nothing was ever added to the cart on this device (Dexie creates it, with the
 * device id, on first use). Read without Dexie: the header badge shows on every page
 * (docs/decisions/007-preact-compat-and-zod-free-first-page.md).
 */
export async function readStoredCartSummary(): Promise<CartSummaryRecord | undefined> {
  const [summary] = await readLocalRecords(['summary'], LOCAL_SINGLE_RECORD_ID);
  // Written only by the cart store (cart-store.ts), in this shape.
  return summary as CartSummaryRecord | undefined;
}
