import { QUANTITY_NOT_INTEGER, QUANTITY_TOO_LOW } from '@labo/domain/quantity';
import { cartMessages } from './cart-messages';

/**
 * French text for a cart rule error; the domain's error texts are for developers
 * (docs/product/cart.md#quantity-rule).
 */
export function cartErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message === QUANTITY_TOO_LOW) return cartMessages.quantityTooLow;
  if (message === QUANTITY_NOT_INTEGER) return cartMessages.quantityNotInteger;
  return cartMessages.addFailed;
}
