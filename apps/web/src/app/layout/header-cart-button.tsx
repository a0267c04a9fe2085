import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { paths } from '#config/paths.ts';
import { useCartSummary } from '#features/cart/api/get-cart-summary.ts';
import { cartMessages } from '#features/cart/cart-messages.ts';
import { CartBadge } from '#features/cart/components/cart-badge.tsx';
import { appMessages } from '../app-messages';
import { HeaderActionLink } from './header-action-link';

/**
 * The quote-cart button of the header, to /cart, with its count badge after the label
 * (docs/product/cart.md#cart-badge). Its name is what it shows, the count then the word
 * "articles" ("Mon devis 4 articles"): "99+" read alone means little.
 */
export function HeaderCartButton() {
  const summary = useCartSummary();
  return (
    <HeaderActionLink
      to={paths.cart.getHref()}
      icon={<RequestQuoteOutlinedIcon aria-hidden />}
      label={appMessages.cart}
      after={<CartBadge />}
      hiddenSuffix={cartMessages.cartCountWords(summary?.distinct_items_count ?? 0)}
      emphasis
    />
  );
}
