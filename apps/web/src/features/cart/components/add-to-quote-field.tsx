import type { Article } from '@labo/domain/catalog-schemas';
import { clsx } from 'clsx';
import { type FormEvent, useId } from 'react';
import { articleClasses as c } from '#shared/articles/article-classes.ts';
import type { ArticleActionColumns } from '#shared/articles/article-columns.ts';
import { PlainStatusButton, StatusButton } from '#shared/status-button.tsx';
import { useAddToCart } from '../api/add-to-cart';
import { cartMessages } from '../cart-messages';
import { useAddAmount } from '../use-add-amount';
import { AddToCartIcon } from './add-to-cart-icon';

type AddToQuoteFieldProps = {
  article: Article;
  /** compact: icon button for list rows and cards; full: the article page's button. */
  variant?: 'compact' | 'full';
};

/**
 * The amount input and the add button (docs/product/catalogue.md#amount-field): numeric,
 * minimum 0, default 1, back to 1 after adding; Enter in the field adds too. A form, so it
 * works without a mouse. The field is a plain element with the classes of <ArticleStyles />
 * (every row of a list has one), like the rows' button; both are the app's busy button, which
 * keeps the focus.
 */
export function AddToQuoteField({ article, variant = 'compact' }: AddToQuoteFieldProps) {
  const addToCart = useAddToCart();
  const { text, setText, amount, invalid, reset } = useAddAmount();
  const inputId = useId();
  const full = variant === 'full';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in the field submits too: ignored while adding, like the busy button.
    if (amount === null || addToCart.isPending) return;
    addToCart.mutate({ article, amount }, { onSuccess: reset });
  };

  // While adding, the button says it is busy but stays focusable: a disabled button drops
  // the keyboard focus to the page (docs/product/look-and-feel.md#focus-never-lost).
  const disabled = amount === null;
  return (
    <>
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
          <StatusButton
            type="submit"
            variant="contained"
            size="large"
            status={addToCart.status}
            disabled={disabled}
            startIcon={<AddToCartIcon />}
            sx={{ flexGrow: 1, minHeight: 40, height: 40, letterSpacing: '0.02em' }}
          >
            {cartMessages.addToQuote}
          </StatusButton>
        ) : (
          <PlainStatusButton
            type="submit"
            status={addToCart.status}
            disabled={disabled}
            aria-label={cartMessages.addToQuoteFor(article.label)}
            className={c.addButton}
          >
            <AddToCartIcon />
          </PlainStatusButton>
        )}
      </form>
      {/* The cart lives on the device and the quote is sent by the scripts: without them the
        controls do nothing (docs/product/catalogue.md#amount-field). */}
      <noscript>
        <p className={c.addNeedsScript}>{cartMessages.quoteNeedsScript}</p>
      </noscript>
    </>
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
