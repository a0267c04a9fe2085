import { Alert, Typography } from '@mui/material';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { QuoteList } from '#shared/quotes/quote-list.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { useMyQuotes } from '../api/get-my-quotes';
import { useSelfInfo } from '../api/get-self-info';
import { customerAreaMessages as messages } from '../customer-area-messages';
import { VerificationNotice } from './verification-notice';

/**
 * /my/account/quotes (docs/product/accounts.md#quote-history). While the address is not
 * verified, the quotes sent with it without logging in wait: the page says so, with the
 * button that sends the verification mail again.
 */
export function MyQuotesPage() {
  usePageTitle(messages.quotes);
  const quotes = useMyQuotes();
  const self = useSelfInfo();
  return (
    <>
      <Typography variant="h1" sx={{ mb: { xs: 2, md: 3 } }}>
        {messages.quotes}
      </Typography>
      {self.data?.verified === false ? (
        <VerificationNotice text={messages.quotesAwaitVerification} />
      ) : undefined}
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
