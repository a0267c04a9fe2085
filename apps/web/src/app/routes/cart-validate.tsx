import { resetCart } from '#features/cart/cart-store.ts';
import { useCartLines } from '#features/cart/use-cart-lines.ts';
import { QuoteValidationPage } from '#features/quote-request/components/quote-validation-page.tsx';

/**
 * /cart/validate (docs/product/quote-request.md#validation-page): a quote request for the
 * cart's lines, which empties the cart once sent.
 */
export function CartValidateRoute() {
  return <QuoteValidationPage lines={useCartLines()} onSent={resetCart} />;
}
