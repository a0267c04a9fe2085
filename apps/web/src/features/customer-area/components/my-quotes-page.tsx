import { Alert, Typography } from '@mui/material';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { QuoteList } from '#shared/quotes/quote-list.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { useMyQuotes } from '../api/get-my-quotes';
import { customerAreaMessages as messages } from '../customer-area-messages';

/** /my/account/quotes (docs/product/accounts.md#quote-history). */
export function MyQuotesPage() {
  usePageTitle(messages.quotes);
  const quotes = useMyQuotes();
  return (
    <>
      <Typography variant="h1" sx={{ mb: { xs: 2, md: 3 } }}>
        {messages.quotes}
      </Typography>
      {quotes.isPending ? (
        <DelayedLoader />
      ) : quotes.isError ? (
        <Alert severity="error">{messages.quotesLoadFailed}</Alert>
      ) : (
        <QuoteList quotes={quotes.data.quotes} lines={quotes.data.lines} />
      )}
    </>
  );
}
