import { paths } from '#config/paths.ts';
import { cartMessages } from '#features/cart/cart-messages.ts';
import { CartBadge } from '#features/cart/components/cart-badge.tsx';
import { useCartSummary } from '#features/cart/use-cart-summary.ts';
import { appMessages } from '../app-messages';
import { HeaderActionLink } from './header-action-link';

/**
 * The quote-cart button of the header, to /cart, with its count badge
 * (docs/product/cart.md#cart-badge); its name says the count, which "99+" alone does not.
 */
export function HeaderCartButton() {
  const summary = useCartSummary();
  return (
    <HeaderActionLink
      to={paths.cart.getHref()}
      icon={<CartBadge />}
      label={appMessages.cart}
      accessibleName={cartMessages.cartButtonLabel(summary?.distinct_items_count ?? 0)}
      emphasis
    />
  );
}
