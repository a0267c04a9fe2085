import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { IconButton } from '@mui/material';
import type { CartLineRecord } from '#shared/local-db/local-db.ts';
import { cartMessages } from '../cart-messages';
import { removeCartLine } from '../cart-store';

/** Removes the line from the cart (docs/product/cart.md#removing-a-line). */
export function CartRemoveButton({ line }: { line: CartLineRecord }) {
  return (
    <IconButton
      aria-label={cartMessages.removeFor(line.article.label)}
      onClick={() => {
        removeCartLine(line.id).catch((error: unknown) => console.error(error));
      }}
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
