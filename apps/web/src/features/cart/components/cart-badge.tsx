import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { Badge } from '@mui/material';
import type { ReactNode } from 'react';
import { cartBadgeText } from '../cart-badge-text';
import { useCartSummary } from '../use-cart-summary';

type CartBadgeProps = {
  /** What the badge sits on; the quote icon by default. */
  children?: ReactNode;
};

/**
 * The distinct item count of the quote cart (docs/product/cart.md#cart-badge), "99+" past
 * 99, nothing when the cart is empty. The button holding the badge should also say the
 * count in its name (cartMessages.cartButtonLabel with useCartSummary): "99+" read alone
 * means little.
 */
export function CartBadge({ children }: CartBadgeProps) {
  const summary = useCartSummary();
  const text = cartBadgeText(summary?.distinct_items_count ?? 0);
  return (
    <Badge
      badgeContent={text}
      invisible={text === ''}
      color="secondary"
      overlap="circular"
      sx={{ '& .MuiBadge-badge': { fontWeight: 700, fontVariantNumeric: 'tabular-nums' } }}
    >
      {children ?? <RequestQuoteOutlinedIcon aria-hidden />}
    </Badge>
  );
}
