import type { Article } from '@labo/domain/catalog-schemas';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Box, Button, IconButton } from '@mui/material';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useAddToCart } from '../../cart/use-add-to-cart';
import { articlesMessages } from '../articles-messages';
import { useAddAmount } from '../use-add-amount';
import { fieldLabelSx, numberFieldSx } from './field-styles';

type AddToQuoteFieldProps = {
  article: Article;
  /** compact: icon button for list rows and cards; full: the article page's button. */
  variant?: 'compact' | 'full';
};

/**
 * The amount input and the add button (SPEC §2): numeric, minimum 0, default 1, back to
 * 1 after adding; Enter in the field adds too. A form, so it works without a mouse.
 */
export function AddToQuoteField({ article, variant = 'compact' }: AddToQuoteFieldProps) {
  const addToCart = useAddToCart();
  const { text, setText, amount, invalid, reset } = useAddAmount();
  const [adding, setAdding] = useState(false);
  const inputId = useId();
  const full = variant === 'full';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (amount === null || adding) return;
    setAdding(true);
    const added = await addToCart(article, amount);
    setAdding(false);
    if (added) reset();
  };

  const disabled = amount === null || adding;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        gap: full ? 1.5 : 0.5,
        flexWrap: full ? 'wrap' : 'nowrap',
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {full ? (
          <Box component="label" htmlFor={inputId} sx={fieldLabelSx}>
            {articlesMessages.quantity}
          </Box>
        ) : null}
        <Box
          component="input"
          id={inputId}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
          aria-invalid={invalid}
          aria-label={full ? undefined : articlesMessages.quantityFor(article.label)}
          sx={{ ...numberFieldSx, width: full ? 96 : 60 }}
        />
      </Box>
      {full ? (
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={disabled}
          startIcon={<AddShoppingCartIcon aria-hidden />}
          sx={{ flexGrow: 1, minHeight: 40, height: 40, letterSpacing: '0.02em' }}
        >
          {articlesMessages.addToQuote}
        </Button>
      ) : (
        <IconButton
          type="submit"
          color="primary"
          disabled={disabled}
          aria-label={articlesMessages.addToQuoteFor(article.label)}
          sx={{
            border: 1,
            borderColor: disabled ? 'divider' : 'primary.main',
            borderRadius: 1,
            width: 40,
            height: 40,
            '&:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
          }}
        >
          <AddShoppingCartIcon fontSize="small" aria-hidden />
        </IconButton>
      )}
    </Box>
  );
}
