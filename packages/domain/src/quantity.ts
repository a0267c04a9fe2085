// No zod here: the storefront's first page checks quantities with these rules, and the
// schema of a quote line lives with the quote's (quote-schemas.ts).
import { MAX_QUANTITY } from './limits';

export { MAX_QUANTITY } from './limits';

// The quantity rule's error texts, developer texts kept in English word for word
// (docs/product/cart.md#quantity-rule); people read the web app's French texts instead.
export const QUANTITY_TOO_LOW = 'cannot add a negative or null amount';
export const QUANTITY_NOT_INTEGER = 'Amount must be an integer';
export const ARTICLE_NOT_IN_CART = 'Article is not present in cart';

export type QuantityResult = { ok: true; value: number } | { ok: false; error: string };

// The integer rule: a non-negative whole number written without leading zeros.
const WHOLE_NUMBER = /^(?:0|[1-9]\d*)$/;

// Number("") is 0, which would report an empty field as a null amount; an empty field
// is rather not a number at all.
function numericValue(input: string | number): number {
  if (typeof input === 'number') return input;
  return input.trim() === '' ? Number.NaN : Number(input);
}

/**
 * docs/product/cart.md#quantity-rule, for adding to the cart or setting a quantity: at
 * least 1 and an integer of at most 9999. A value that reads as a number below 1 ("0",
 * "-3", "0.5") fails the first rule; anything else that is not a plain whole number ("",
 * "007", "1.5", "1e3", "10000") fails the integer rule.
 */
export function parseQuantity(input: string | number): QuantityResult {
  const text = String(input);
  const numeric = numericValue(input);
  if (numeric < 1) return { ok: false, error: QUANTITY_TOO_LOW };
  if (!WHOLE_NUMBER.test(text) || numeric > MAX_QUANTITY) {
    return { ok: false, error: QUANTITY_NOT_INTEGER };
  }
  return { ok: true, value: numeric };
}
