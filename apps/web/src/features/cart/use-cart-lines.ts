import { getCartLines } from './cart-store';
import type { CartLineRecord } from './local-db';
import { useCartRead } from './use-cart-read';

/**
 * The cart lines, kept current across changes and tabs (SPEC §4: the cart-updated
 * event). Undefined until the device database has answered.
 */
export function useCartLines(): CartLineRecord[] | undefined {
  return useCartRead(getCartLines);
}
