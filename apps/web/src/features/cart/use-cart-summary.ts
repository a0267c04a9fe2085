import type { CartSummaryRecord } from '#shared/local-db/local-db.ts';
import { readStoredCartSummary } from './stored-summary';
import { useCartRead } from './use-cart-read';

/**
 * The cart summary (docs/product/cart.md#cart-summary) as stored, kept current across
 * changes and tabs; undefined until read, and while the cart was never used on this device
 * (read without Dexie).
 */
export function useCartSummary(): CartSummaryRecord | undefined {
  return useCartRead(readStoredCartSummary);
}
