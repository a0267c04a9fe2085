import { CART_BADGE_MAX } from '#config/ui.ts';

/**
 * The header's cart badge (docs/product/cart.md#cart-badge): the distinct item count,
 * nothing when the cart is empty, "99+" past the display maximum.
 */
export function cartBadgeText(count: number): string {
  if (!(count > 0)) return '';
  if (count > CART_BADGE_MAX) return `${CART_BADGE_MAX}+`;
  return String(Math.trunc(count));
}
