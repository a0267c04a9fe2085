import { formatDateFr } from '@labo/domain/dates';
import type { Quote } from '@labo/domain/quote-list-schemas';
import { quoteValidUntil } from '@labo/domain/quote-validity';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { InfoBlock, InfoList } from './quote-info-block';
import { quoteMessages as messages } from './quote-messages';
import { QuoteStatusLabel } from './quote-status-label';

/**
 * The facts of a quote after its lines (docs/product/accounts.md#quote-dialog): number,
 * date, validity (docs/product/quote-request.md#validity), status and the buyer's order
 * reference when given, then the delivery and billing addresses. The blocks sit side by side
 * while each keeps at least 14 rem, one under the other otherwise: a value is never
 * squeezed to a letter per line. `children` adds blocks (the staff's customer details).
 */
export function QuoteFacts({
  quote,
  orderReferenceLabel = messages.orderReference,
  children,
}: {
  quote: Quote;
  /** How the buyer's purchase-order number is named: in the buyer's words by default. */
  orderReferenceLabel?: string;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
        alignItems: 'start',
      }}
    >
      <InfoBlock title={messages.generalInfo}>
        <InfoList>
          <dt>{messages.number}</dt>
          <dd>{quote.sort_number}</dd>
          <dt>{messages.creationDate}</dt>
          <dd>{formatDateFr(quote.creation_date_time)}</dd>
          <dt>{messages.validUntil}</dt>
          <dd>{formatDateFr(quoteValidUntil(quote.creation_date_time))}</dd>
          <dt>{messages.status}</dt>
          <dd>
            <QuoteStatusLabel status={quote.pipe_status} />
          </dd>
          {quote.order_reference ? (
            <>
              <dt>{orderReferenceLabel}</dt>
              <dd>{quote.order_reference}</dd>
            </>
          ) : undefined}
        </InfoList>
      </InfoBlock>
      {children}
      <InfoBlock title={messages.deliveryAddress}>
        <AddressText
          lines={[
            quote.delivery_street,
            quote.delivery_street_complement,
            `${quote.delivery_zip_code} ${quote.delivery_city}`,
            quote.delivery_country,
          ]}
        />
      </InfoBlock>
      <InfoBlock title={messages.billingAddress}>
        <AddressText
          lines={[
            quote.billing_street,
            quote.billing_street_complement,
            `${quote.billing_zip_code} ${quote.billing_city}`,
            quote.billing_country,
          ]}
        />
      </InfoBlock>
    </Box>
  );
}

function AddressText({ lines }: { lines: string[] }) {
  const filled = lines.map((line) => line.trim()).filter((line) => line !== '');
  if (filled.length === 0)
    return <Typography color="text.secondary">{messages.noAddress}</Typography>;
  return (
    <Box component="address" sx={{ fontStyle: 'normal', overflowWrap: 'break-word' }}>
      {filled.map((line) => (
        <Box key={line}>{line}</Box>
      ))}
    </Box>
  );
}
