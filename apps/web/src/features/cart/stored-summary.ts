import type { CartSummaryRecord } from '#shared/local-db/local-db.ts';
import { LOCAL_SINGLE_RECORD_ID } from '#shared/local-db/local-db-schema.ts';
import { readLocalRecords } from '#shared/local-db/read-local-records.ts';

/**
 * The SPEC §3 summary record (id 1) as stored, or undefined while nothing was ever added
 * to the cart on this device (Dexie creates it, with the device id, on first use). Read
 * without Dexie: the header badge shows on every page (issue 3).
 */
export async function readStoredCartSummary(): Promise<CartSummaryRecord | undefined> {
  const [summary] = await readLocalRecords(['summary'], LOCAL_SINGLE_RECORD_ID);
  // Written only by the cart store (cart-store.ts), in this shape.
  return summary as CartSummaryRecord | undefined;
}
