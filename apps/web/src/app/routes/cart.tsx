import { cartMessages } from '#features/cart/cart-messages.ts';
import { CartPage } from '#features/cart/components/cart-page.tsx';

/** SPEC §2 /cart, titled "Mon devis". */
export function CartRoute() {
  return <CartPage title={cartMessages.cartTitle} />;
}

/** SPEC §2 /quote: the same page, titled "Ma demande de devis". */
export function QuoteRoute() {
  return <CartPage title={cartMessages.quoteTitle} />;
}
