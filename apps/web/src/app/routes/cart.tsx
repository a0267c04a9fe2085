import { cartMessages } from '#features/cart/cart-messages.ts';
import { CartPage } from '#features/cart/components/cart-page.tsx';

/** /cart, titled "Mon devis" (docs/product/cart.md#cart-page). */
export function CartRoute() {
  return <CartPage title={cartMessages.cartTitle} />;
}

/** /quote: the same page, titled "Ma demande de devis" (docs/product/cart.md#cart-page). */
export function QuoteRoute() {
  return <CartPage title={cartMessages.quoteTitle} />;
}
