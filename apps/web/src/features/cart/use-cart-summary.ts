import { getCartSummary } from './cart-store';
import type { CartSummaryRecord } from './local-db';
import { useCartRead } from './use-cart-read';

/** The cart summary (SPEC §3), kept current across changes and tabs. */
export function useCartSummary(): CartSummaryRecord | undefined {
  return useCartRead(getCartSummary);
}
