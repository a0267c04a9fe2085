import { cartMessages } from '../../features/cart/cart-messages';
import { CartPage } from '../../features/cart/components/cart-page';

/** SPEC §2 /cart, titled "Mon devis". */
export function CartRoute() {
  return <CartPage title={cartMessages.cartTitle} />;
}

/** SPEC §2 /quote: the same page, titled "Ma demande de devis". */
export function QuoteRoute() {
  return <CartPage title={cartMessages.quoteTitle} />;
}
