import { parseQuantity } from '@labo/domain/quantity';
import { Box } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { numberFieldCss } from '#shared/field-styles.ts';
import type { CartLineRecord } from '#shared/local-db/local-db.ts';
import { useSetCartLineQuantity } from '../api/set-cart-line-quantity';
import { cartMessages } from '../cart-messages';

/** What the field may hold for the cart to take it: 0 (remove the line) or a quantity. */
function isApplicable(text: string): boolean {
  return text === '0' || parseQuantity(text).ok;
}

/**
 * The quantity of a cart line (docs/product/cart.md#quantity-inputs), numeric with minimum
 * 0. Each value typed replaces the line's quantity at once (0 removes the line); empty and
 * non-integer values are ignored.
 */
export function CartQuantityField({ line }: { line: CartLineRecord }) {
  // While the field has the focus it shows what is typed: the stored quantity follows
  // each keystroke a moment later, and must not overwrite "" or "1." mid-typing. Without
  // the focus it shows the stored quantity, changed here, by quick add or in another tab.
  const [typed, setTyped] = useState<string | null>(null);
  const setQuantity = useSetCartLineQuantity();
  const text = typed ?? String(line.quantity);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setTyped(next);
    if (isApplicable(next)) setQuantity.mutate({ articleId: line.id, quantity: next });
  };

  const trimmed = text.trim();
  return (
    <Box
      component="input"
      type="number"
      min={0}
      step={1}
      inputMode="numeric"
      value={text}
      onFocus={() => setTyped(String(line.quantity))}
      onBlur={() => setTyped(null)}
      onChange={onChange}
      aria-label={cartMessages.quantityFor(line.article.label)}
      aria-invalid={trimmed !== '' && !/^\d+$/.test(trimmed)}
      sx={(theme) => ({ ...numberFieldCss(theme), width: 80 })}
    />
  );
}
