import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { IconButton } from '@mui/material';
import type { CartLineRecord } from '#shared/local-db/local-db.ts';
import { useRemoveCartLine } from '../api/remove-cart-line';
import { cartMessages } from '../cart-messages';

/** Removes the line from the cart (docs/product/cart.md#removing-a-line). */
export function CartRemoveButton({ line }: { line: CartLineRecord }) {
  const removeLine = useRemoveCartLine();
  return (
    <IconButton
      aria-label={cartMessages.removeFor(line.article.label)}
      onClick={() => removeLine.mutate(line.id)}
      sx={{
        width: 40,
        height: 40,
        color: 'text.secondary',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:hover': { color: 'error.main', borderColor: 'error.main', bgcolor: '#FDECEA' },
      }}
    >
      <DeleteOutlinedIcon fontSize="small" aria-hidden />
    </IconButton>
  );
}
