import { formatDateTimeFr } from '@labo/domain/dates';
import type { AdminQuote } from '@labo/domain/quote-list-schemas';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Link, Typography } from '@mui/material';
import { InfoBlock, InfoList } from '#shared/quotes/quote-info-block.tsx';
import { QuoteStatusLabel } from '#shared/quotes/quote-status-label.tsx';
import { adminQuotesMessages as messages } from '../admin-quotes-messages';

const given = (value: string) => (value.trim() === '' ? messages.notGiven : value);

/**
 * Who sent the quote (docs/product/admin.md#quote-page): name, company, e-mail and phone
 * as links that write or call, and the comment.
 */
export function AdminCustomerBlock({ quote }: { quote: AdminQuote }) {
  const name = `${quote.firstName} ${quote.lastName}`.trim();
  return (
    <InfoBlock title={messages.customer}>
      <InfoList>
        <dt>{messages.name}</dt>
        <dd>{given(name)}</dd>
        <dt>{messages.company}</dt>
        <dd>{given(quote.company)}</dd>
        <dt>{messages.email}</dt>
        <dd>
          {quote.email ? (
            <Link href={`mailto:${quote.email}`}>{quote.email}</Link>
          ) : (
            messages.notGiven
          )}
        </dd>
        <dt>{messages.phone}</dt>
        <dd>
          {quote.phone.trim() ? (
            <Link href={`tel:${quote.phone.replace(/[^0-9+]/g, '')}`}>{quote.phone}</Link>
          ) : (
            messages.notGiven
          )}
        </dd>
        <dt>{messages.comment}</dt>
        <dd style={{ whiteSpace: 'pre-line' }}>{given(quote.comment)}</dd>
      </InfoList>
    </InfoBlock>
  );
}

/**
 * "Historique des états": each change, oldest first, as a short entry (when, by whom,
 * from which status to which) that wraps on a phone rather than a table that would not.
 */
export function StatusHistoryBlock({ quote }: { quote: AdminQuote }) {
  return (
    <InfoBlock title={messages.history}>
      {quote.status_history.length === 0 ? (
        <Typography color="text.secondary">{messages.noHistory}</Typography>
      ) : (
        <Box component="ol" aria-label={messages.history} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {quote.status_history.map((change) => (
            <Box
              component="li"
              key={`${change.at}-${change.to}`}
              sx={{ py: 0.75, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}
            >
              <Box sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                {formatDateTimeFr(change.at)}{' '}
                <Box component="span" sx={{ fontWeight: 400, overflowWrap: 'break-word' }}>
                  {messages.historyBy(change.by ?? messages.unknownAdmin)}
                </Box>
              </Box>
              <Box
                aria-label={messages.historyChange}
                role="group"
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}
              >
                <QuoteStatusLabel status={change.from} />
                <ArrowForwardIcon aria-hidden sx={{ fontSize: 16 }} />
                <QuoteStatusLabel status={change.to} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </InfoBlock>
  );
}
