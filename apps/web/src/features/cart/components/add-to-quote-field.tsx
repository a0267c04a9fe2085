import type { Article } from '@labo/domain/catalog-schemas';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Button } from '@mui/material';
import { clsx } from 'clsx';
import { type FormEvent, useId, useState } from 'react';
import { articleClasses as c } from '#shared/articles/article-classes.ts';
import type { ArticleActionColumns } from '#shared/articles/article-columns.ts';
import { cartMessages } from '../cart-messages';
import { useAddAmount } from '../use-add-amount';
import { useAddToCart } from '../use-add-to-cart';

type AddToQuoteFieldProps = {
  article: Article;
  /** compact: icon button for list rows and cards; full: the article page's button. */
  variant?: 'compact' | 'full';
};

/**
 * The amount input and the add button (docs/product/catalogue.md#amount-field): numeric,
 * minimum 0, default 1, back to 1 after adding; Enter in the field adds too. A form, so it
 * works without a mouse. Plain elements with the classes of <ArticleStyles />: every row of
 * a list has one.
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

  // While adding, the button says it is busy but stays focusable: a disabled button drops
  // the keyboard focus to the page (docs/product/look-and-feel.md#focus-never-lost).
  const disabled = amount === null;
  const busy = adding || undefined;
  return (
    <form noValidate onSubmit={submit} className={clsx(c.addForm, full && c.addFormFull)}>
      <div className={c.addAmount}>
        {full ? (
          <label htmlFor={inputId} className={c.addLabel}>
            {cartMessages.quantity}
          </label>
        ) : null}
        <input
          id={inputId}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          aria-invalid={invalid}
          aria-label={full ? undefined : cartMessages.quantityFor(article.label)}
          className={c.addInput}
        />
      </div>
      {full ? (
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={disabled}
          aria-disabled={busy}
          startIcon={<AddShoppingCartIcon aria-hidden />}
          sx={{ flexGrow: 1, minHeight: 40, height: 40, letterSpacing: '0.02em' }}
        >
          {cartMessages.addToQuote}
        </Button>
      ) : (
        <button
          type="submit"
          disabled={disabled}
          aria-disabled={busy}
          aria-label={cartMessages.addToQuoteFor(article.label)}
          className={c.addButton}
        >
          <AddShoppingCartIcon fontSize="small" aria-hidden />
        </button>
      )}
    </form>
  );
}

/**
 * The article list's Devis column wherever the shop sells (catalogue pages, search
 * results, featured articles): each article's amount field and add button.
 */
export const addToQuoteColumns: ArticleActionColumns = {
  quote: {
    label: cartMessages.quoteColumn,
    render: (article) => <AddToQuoteField article={article} />,
  },
};
