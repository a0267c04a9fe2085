import { Box } from '@mui/material';
import { useCartSummary } from '../api/get-cart-summary';
import { cartBadgeText } from '../cart-badge-text';

/**
 * The distinct item count of the quote cart (docs/product/cart.md#cart-badge), "99+" past
 * 99, nothing when the cart is empty. A pill beside the label rather than over the icon,
 * so that "99+" covers neither. The button holding it completes its name with the word
 * (cartMessages.cartCountWords): "99+" read alone means little.
 */
export function CartBadge() {
  const summary = useCartSummary();
  const text = cartBadgeText(summary?.distinct_items_count ?? 0);
  if (text === '') return null;
  return (
    <Box
      component="span"
      data-cart-badge
      sx={{
        display: 'inline-block',
        minWidth: 22,
        px: 0.75,
        borderRadius: 999,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: '22px',
        textAlign: 'center',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {text}
    </Box>
  );
}
