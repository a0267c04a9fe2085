import { splitQuoteLineTitle } from '@labo/domain/article-text';
import { formatDateFr } from '@labo/domain/dates';
import { formatEuros, parseWireMoney } from '@labo/domain/money';
import { lineTotalHtCents } from '@labo/domain/pricing';
import type { Quote, QuoteLine } from '@labo/domain/quote-list-schemas';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type ReactNode, useId } from 'react';
import { ArticleThumbnail } from '../articles/article-thumbnail';
import { TableFrame } from '../data-table';
import { InfoBlock, InfoList } from './quote-info-block';
import { quoteMessages as messages } from './quote-messages';
import { wireEuros } from './quote-money';
import { QuoteStatusLabel } from './quote-status-label';

type QuoteDialogProps = {
  quote: Quote;
  lines: readonly QuoteLine[];
  onClose: () => void;
  /** Shown after the addresses, before the lines. */
  details?: ReactNode;
  /** Shown before FERMER. */
  actions?: ReactNode;
};

/**
 * "Devis n° {number}" (docs/product/accounts.md#quote-dialog): general information,
 * addresses, the lines and the Total HT.
 */
export function QuoteDialog({ quote, lines, onClose, details, actions }: QuoteDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{messages.dialogTitle(quote.sort_number)}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 3 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          }}
        >
          <InfoBlock title={messages.generalInfo}>
            <InfoList>
              <dt>{messages.number}</dt>
              <dd>{quote.sort_number}</dd>
              <dt>{messages.creationDate}</dt>
              <dd>{formatDateFr(quote.creation_date_time)}</dd>
              <dt>{messages.status}</dt>
              <dd>
                <QuoteStatusLabel status={quote.pipe_status} />
              </dd>
            </InfoList>
          </InfoBlock>
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
        {details}
        <QuoteLinesTable lines={lines} />
        <Typography
          sx={{ justifySelf: 'end', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {messages.totalHt} : {wireEuros(quote.total_ht_price)}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {actions}
        <Button onClick={onClose} variant="contained">
          {messages.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AddressText({ lines }: { lines: string[] }) {
  const filled = lines.map((line) => line.trim()).filter((line) => line !== '');
  if (filled.length === 0)
    return <Typography color="text.secondary">{messages.noAddress}</Typography>;
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      {filled.map((line) => (
        <Box key={line}>{line}</Box>
      ))}
    </Box>
  );
}

function QuoteLinesTable({ lines }: { lines: readonly QuoteLine[] }) {
  const { lineColumns: columns } = messages;
  return (
    <TableFrame label={messages.lines}>
      <Table
        size="small"
        aria-label={messages.lines}
        sx={{ '& td, & th': { fontVariantNumeric: 'tabular-nums' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{columns.image}</TableCell>
            <TableCell>{columns.article}</TableCell>
            <TableCell>{columns.packing}</TableCell>
            <TableCell align="right">{columns.unitPrice}</TableCell>
            <TableCell align="right">{columns.quantity}</TableCell>
            <TableCell align="right">{columns.total}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <QuoteLineRow key={line.id} line={line} />
          ))}
        </TableBody>
      </Table>
    </TableFrame>
  );
}

/**
 * A line: picture with its "-x%" badge when the line had a discount, "brand - title" split,
 * and the line total from the sale-price rule (docs/product/accounts.md#quote-line-shape).
 */
function QuoteLineRow({ line }: { line: QuoteLine }) {
  const { brand, title } = splitQuoteLineTitle(line.articleTitle);
  const unitCents = parseWireMoney(line.unit_price) ?? 0;
  const percentage = Number(line.sale_percentage) || 0;
  const discounted = line.sale_percentage !== '0' && percentage > 0;
  return (
    <TableRow>
      <TableCell sx={{ width: 72 }}>
        <Box sx={{ position: 'relative', width: 56, height: 56 }}>
          <ArticleThumbnail articleId={line.article_id} size={56} />
          {discounted ? (
            <Box
              component="span"
              title={messages.discountLabel(line.sale_percentage)}
              sx={{
                position: 'absolute',
                top: -6,
                right: -10,
                px: 0.5,
                borderRadius: 1,
                bgcolor: 'error.dark',
                color: 'common.white',
                fontSize: '0.75rem',
                fontWeight: 700,
              }}
            >
              {messages.discountBadge(line.sale_percentage)}
            </Box>
          ) : undefined}
        </Box>
      </TableCell>
      <TableCell>
        {brand ? (
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {brand}
          </Typography>
        ) : undefined}
        {title}
      </TableCell>
      <TableCell>{line.packing}</TableCell>
      <TableCell align="right">{formatEuros(unitCents)}</TableCell>
      <TableCell align="right">{line.quantity}</TableCell>
      <TableCell align="right">
        {formatEuros(lineTotalHtCents(unitCents, line.quantity, percentage))}
      </TableCell>
    </TableRow>
  );
}
