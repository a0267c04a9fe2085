import { formatDateTimeFr } from '@labo/domain/dates';
import type { AdminQuote } from '@labo/domain/quote-list-schemas';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { InfoBlock, InfoList } from '#shared/quotes/quote-info-block.tsx';
import { QuoteStatusLabel } from '#shared/quotes/quote-status-label.tsx';
import { adminQuotesMessages as messages } from '../admin-quotes-messages';

/**
 * What an administrator sees more of a quote (docs/product/admin.md#quote-tracking): who
 * sent it, their comment, and how its status moved.
 */
export function AdminQuoteDetails({ quote }: { quote: AdminQuote }) {
  const name = `${quote.firstName} ${quote.lastName}`.trim();
  const given = (value: string) => (value.trim() === '' ? messages.notGiven : value);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
      <InfoBlock title={messages.customer}>
        <InfoList>
          <dt>{messages.name}</dt>
          <dd>{given(name)}</dd>
          <dt>{messages.email}</dt>
          <dd>{given(quote.email)}</dd>
          <dt>{messages.phone}</dt>
          <dd>{given(quote.phone)}</dd>
          <dt>{messages.comment}</dt>
          <dd style={{ whiteSpace: 'pre-line' }}>{given(quote.comment)}</dd>
        </InfoList>
      </InfoBlock>
      <InfoBlock title={messages.history}>
        <StatusHistory quote={quote} />
      </InfoBlock>
    </Box>
  );
}

function StatusHistory({ quote }: { quote: AdminQuote }) {
  if (quote.status_history.length === 0) {
    return <Typography color="text.secondary">{messages.noHistory}</Typography>;
  }
  const { historyColumns: columns } = messages;
  return (
    <Table size="small" aria-label={messages.history}>
      <TableHead>
        <TableRow>
          <TableCell>{columns.at}</TableCell>
          <TableCell>{columns.by}</TableCell>
          <TableCell>{columns.from}</TableCell>
          <TableCell>{columns.to}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {quote.status_history.map((change) => (
          <TableRow key={`${change.at}-${change.to}`}>
            <TableCell sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {formatDateTimeFr(change.at)}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {change.by ?? messages.unknownAdmin}
            </TableCell>
            <TableCell>
              <QuoteStatusLabel status={change.from} />
            </TableCell>
            <TableCell>
              <QuoteStatusLabel status={change.to} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
