import { useCartLines } from '#features/cart/api/get-cart-lines.ts';
import { useResetCart } from '#features/cart/api/reset-cart.ts';
import { QuoteValidationPage } from '#features/quote-request/components/quote-validation-page.tsx';

/**
 * /cart/validate (docs/product/quote-request.md#validation-page): a quote request for the
 * cart's lines, which empties the cart once sent.
 */
export function CartValidateRoute() {
  const { mutateAsync: resetCart } = useResetCart();
  return (
    <QuoteValidationPage
      lines={useCartLines()}
      // The quote exists whatever the device says: a failed reset is logged by the query
      // client, and the page says the quote was sent.
      onSent={() => resetCart().catch(() => undefined)}
    />
  );
}
