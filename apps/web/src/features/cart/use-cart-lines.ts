import type { CartLineRecord } from '#shared/local-db/local-db.ts';
import { getCartLines } from './cart-store';
import { useCartRead } from './use-cart-read';

/**
 * The cart lines, kept current across changes and tabs (the cart-updated signal,
 * docs/product/cart.md#cart-updated-signal). Undefined until the device database has
 * answered.
 */
export function useCartLines(): CartLineRecord[] | undefined {
  return useCartRead(getCartLines);
}
