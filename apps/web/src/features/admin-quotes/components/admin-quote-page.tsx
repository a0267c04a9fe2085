import type { QuoteDetailAnswer } from '@labo/domain/offer-schemas';
import type { AdminQuote } from '@labo/domain/quote-list-schemas';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '#config/paths.ts';
import { isApiError } from '#shared/api-client.ts';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { NegotiationHistory } from '#shared/quotes/negotiation-history.tsx';
import { NegotiationLabel } from '#shared/quotes/negotiation-label.tsx';
import { offersMessages } from '#shared/quotes/offer-messages.ts';
import { QuoteTotal } from '#shared/quotes/quote-dialog.tsx';
import { QuoteFacts } from '#shared/quotes/quote-facts.tsx';
import { QuoteLines } from '#shared/quotes/quote-lines.tsx';
import { QuotePdfButton } from '#shared/quotes/quote-pdf-button.tsx';
import { QuoteStatusLabel } from '#shared/quotes/quote-status-label.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { adminQuoteListHref, listStatusOf } from '../admin-quote-lists';
import { adminQuotesMessages as messages } from '../admin-quotes-messages';
import { useAdminQuote } from '../api/get-admin-quote';
import { AdminCustomerBlock, StatusHistoryBlock } from './admin-quote-details';
import { SentOffersBlock } from './sent-offers-block';
import { StatusChangeButton } from './status-change-button';

type AdminQuotePageProps = {
  id: number;
  /** The admin breadcrumb, given the list the quote belongs to and the page's own name. */
  renderTrail: (listHref: string, current: string) => ReactNode;
};

/**
 * /admin/quotes/{id} (docs/product/admin.md#quote-page): one quote on a page of its own,
 * linkable: the ordered lines first, the facts beside them on a wide screen and after
 * them otherwise, the status change at hand, and the way back to the list it came from.
 */
export function AdminQuotePage({ id, renderTrail }: AdminQuotePageProps) {
  const quote = useAdminQuote(id);
  const data = quote.data;
  usePageTitle(data ? messages.pageTitle(data.quote.sort_number) : undefined);
  // The list it came from, else the list of its status.
  const cameFrom = listStatusOf((useLocation().state as { from?: unknown } | null)?.from);
  const listStatus = cameFrom ?? data?.quote.pipe_status ?? 'PENDING';
  const back = (
    <Link
      component={RouterLink}
      to={adminQuoteListHref[listStatus]}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, minHeight: 24 }}
    >
      <ArrowBackIcon aria-hidden sx={{ fontSize: 18 }} />
      {messages.backToList(messages.titles[listStatus])}
    </Link>
  );
  if (quote.isPending) return <DelayedLoader />;
  if (quote.isError || !data) {
    const notFound = isApiError(quote.error) && quote.error.status === 404;
    return (
      <>
        {back}
        <Alert severity="error">
          {notFound ? messages.quoteNotFound : messages.quoteLoadFailed}
        </Alert>
      </>
    );
  }
  const title = messages.pageTitle(data.quote.sort_number);
  return (
    <>
      {renderTrail(adminQuoteListHref[listStatus], title)}
      {back}
      <QuoteHeader quote={data.quote} title={title} />
      <QuoteBody detail={data} />
    </>
  );
}

function QuoteHeader({ quote, title }: { quote: AdminQuote; title: string }) {
  const name = `${quote.firstName} ${quote.lastName}`.trim();
  const who = [quote.company, name || quote.email].filter((part) => part.trim() !== '').join(' · ');
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        mb: 2,
      }}
    >
      <Box sx={{ flex: '1 1 auto' }}>
        <Typography variant="h1">{title}</Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
          {messages.sentBy(who)}
        </Typography>
      </Box>
      <QuoteStatusLabel status={quote.pipe_status} />
      <NegotiationLabel state={quote.negotiation_state} offerVersion={quote.offer_version} />
      <StatusChangeButton quote={quote} />
      <QuotePdfButton quote={quote} />
      {quote.negotiation_state === 'accepted' ||
      quote.negotiation_state === 'declined' ? undefined : (
        <Button
          component={RouterLink}
          to={paths.adminOffer.getHref(quote.id)}
          variant="contained"
          startIcon={<EditNoteOutlinedIcon aria-hidden />}
        >
          {offersMessages.prepare}
        </Button>
      )}
    </Box>
  );
}

/** The lines and their total, then the facts: beside the lines from 1536 px, below them before. */
function QuoteBody({ detail }: { detail: QuoteDetailAnswer }) {
  const { quote, lines } = detail;
  const linesTitleId = useId();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 20rem' },
      }}
    >
      <Box component="section" aria-labelledby={linesTitleId} sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={linesTitleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {messages.lines}
        </Typography>
        <QuoteLines lines={lines} />
        <QuoteTotal quote={quote} />
      </Box>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <QuoteFacts quote={quote} orderReferenceLabel={messages.orderReference}>
          <AdminCustomerBlock quote={quote} />
        </QuoteFacts>
        <SentOffersBlock detail={detail} />
        <NegotiationHistory entries={detail.history} />
        <StatusHistoryBlock quote={quote} />
      </Box>
    </Box>
  );
}
