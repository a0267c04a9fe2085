import type { Quote } from '@labo/domain/quote-list-schemas';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { quoteMessages as messages } from './quote-messages';

/** What a quote's number and row open: the staff's page, or the buyer's dialog. */
export type QuoteTarget<Q extends Quote> =
  | { kind: 'page'; href: (quote: Q) => string; state: { from: string }; go: (quote: Q) => void }
  | { kind: 'dialog'; go: (quote: Q) => void };

/**
 * The quote's number, styled as a link: a real link to the staff's page of the quote, or a
 * button opening the buyer's dialog. The row's click is the mouse's shortcut to the same.
 */
export function QuoteNumberControl<Q extends Quote>({
  quote,
  target,
}: {
  quote: Q;
  target: QuoteTarget<Q>;
}) {
  const label = messages.openQuote(quote.sort_number);
  const sx = { fontWeight: 700, fontSize: '1rem', verticalAlign: 'baseline' } as const;
  if (target.kind === 'page') {
    return (
      <Link
        component={RouterLink}
        to={target.href(quote)}
        state={target.state}
        aria-label={label}
        onClick={(event) => event.stopPropagation()}
        sx={sx}
      >
        {quote.sort_number}
      </Link>
    );
  }
  return (
    <Link
      component="button"
      type="button"
      aria-label={label}
      // The list gives it the focus back when the dialog closes.
      data-quote-id={quote.id}
      onClick={(event) => {
        event.stopPropagation();
        target.go(quote);
      }}
      sx={sx}
    >
      {quote.sort_number}
    </Link>
  );
}
