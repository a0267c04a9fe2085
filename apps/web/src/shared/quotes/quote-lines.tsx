import { splitQuoteLineTitle } from '@labo/domain/article-text';
import { formatEuros, parseWireMoney } from '@labo/domain/money';
import { lineTotalHtCents } from '@labo/domain/pricing';
import type { QuoteLine } from '@labo/domain/quote-list-schemas';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ArticleThumbnail } from '../articles/article-thumbnail';
import { visuallyHidden } from '../visually-hidden';
import { quoteMessages as messages } from './quote-messages';

/**
 * Where the lines box turns from cards into table rows: the width of the box itself, not
 * of the window, since the same lines sit in a dialog, beside facts or under a side menu.
 */
const ROWS_FROM = '(min-width: 720px)';
const CONTAINER = 'quote-lines';

// Narrow: a card per line, the picture beside the designation, the figures below them,
// the unit price taking what the quantity and the total leave.
const CARD_AREAS = `"img art art art" "img pack pack pack" "unit unit qty total"`;
const CARD_COLUMNS = '56px minmax(0, 1fr) auto auto';
// Wide: one row per line, under the column names.
const ROW_AREAS = `"img art pack unit qty total"`;
// The figures' columns fit "12 345,67 €"; the article keeps at least 12 rem from 720 px.
const ROW_COLUMNS = '56px minmax(12rem, 3fr) minmax(7.5rem, 1.2fr) 6.5rem 4rem 6.5rem';

const lineGridSx = {
  display: 'grid',
  columnGap: 1.5,
  rowGap: 0.5,
  gridTemplateColumns: CARD_COLUMNS,
  gridTemplateAreas: CARD_AREAS,
  [`@container ${CONTAINER} ${ROWS_FROM}`]: {
    gridTemplateColumns: ROW_COLUMNS,
    gridTemplateAreas: ROW_AREAS,
    alignItems: 'center',
  },
} as const;

/**
 * The ordered articles of a quote (docs/product/accounts.md#quote-dialog), the first thing
 * a quote shows: one card per line on a narrow box, a row per line under column names on
 * a wide one. Each line reads reference, brand and title, packing, unit price, quantity
 * and line total; the same markup serves both layouts, only the grid changes.
 */
export function QuoteLines({ lines }: { lines: readonly QuoteLine[] }) {
  const { lineColumns: columns } = messages;
  return (
    <Box sx={{ containerType: 'inline-size', containerName: CONTAINER }}>
      <Box
        role="table"
        aria-label={messages.lines}
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        <Box
          role="rowgroup"
          sx={{ display: 'none', [`@container ${CONTAINER} ${ROWS_FROM}`]: { display: 'block' } }}
        >
          <Box
            role="row"
            sx={{
              ...lineGridSx,
              px: 1.5,
              py: 1,
              bgcolor: '#EEF3F8',
              borderBottom: 1,
              borderColor: 'divider',
              fontSize: '0.8125rem',
              fontWeight: 700,
              color: 'text.secondary',
            }}
          >
            <Box role="columnheader" sx={{ gridArea: 'img' }}>
              <Box component="span" sx={visuallyHidden}>
                {columns.image}
              </Box>
            </Box>
            <Box role="columnheader" sx={{ gridArea: 'art' }}>
              {columns.article}
            </Box>
            <Box role="columnheader" sx={{ gridArea: 'pack' }}>
              {columns.packing}
            </Box>
            <Box role="columnheader" sx={{ gridArea: 'unit', textAlign: 'right' }}>
              {columns.unitPrice}
            </Box>
            <Box role="columnheader" sx={{ gridArea: 'qty', textAlign: 'right' }}>
              {columns.quantity}
            </Box>
            <Box role="columnheader" sx={{ gridArea: 'total', textAlign: 'right' }}>
              {columns.total}
            </Box>
          </Box>
        </Box>
        <Box role="rowgroup">
          {lines.map((line) => (
            <QuoteLineRow key={line.id} line={line} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * A line: picture with its "-x%" badge when the line had a discount, the reference above
 * "brand - title" split, and the line total from the sale-price rule
 * (docs/product/accounts.md#quote-line-shape).
 */
function QuoteLineRow({ line }: { line: QuoteLine }) {
  const { brand, title } = splitQuoteLineTitle(line.articleTitle);
  const unitCents = parseWireMoney(line.unit_price) ?? 0;
  const percentage = Number(line.sale_percentage) || 0;
  const { lineColumns: columns } = messages;
  return (
    <Box
      role="row"
      sx={{
        ...lineGridSx,
        px: 1.5,
        py: 1.25,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
        // Words wrap between themselves; only a word wider than its column is broken.
        overflowWrap: 'break-word',
      }}
    >
      <Box role="cell" sx={{ gridArea: 'img' }}>
        <LinePicture line={line} />
      </Box>
      <Box role="cell" sx={{ gridArea: 'art', minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {line.reference}
        </Typography>
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
        <Box component="span" sx={{ display: 'block' }}>
          {title}
        </Box>
      </Box>
      <Box
        role="cell"
        sx={{ gridArea: 'pack', minWidth: 0, color: 'text.secondary', fontSize: '0.875rem' }}
      >
        {line.packing}
      </Box>
      <Figure area="unit" label={columns.unitPrice}>
        {formatEuros(unitCents)}
      </Figure>
      <Figure area="qty" label={columns.quantity}>
        {line.quantity}
      </Figure>
      <Figure area="total" label={columns.total} strong>
        {formatEuros(lineTotalHtCents(unitCents, line.quantity, percentage))}
      </Figure>
    </Box>
  );
}

type FigureProps = { area: string; label: string; strong?: boolean; children: ReactNode };

/** A figure of a line; on a card, its name above it (the column names are not shown). */
function Figure({ area, label, strong = false, children }: FigureProps) {
  return (
    <Box
      role="cell"
      sx={{
        gridArea: area,
        textAlign: 'right',
        whiteSpace: 'nowrap',
        fontWeight: strong ? 700 : undefined,
      }}
    >
      <Box
        component="span"
        sx={{
          display: 'block',
          fontSize: '0.75rem',
          fontWeight: 400,
          color: 'text.secondary',
          whiteSpace: 'normal',
          [`@container ${CONTAINER} ${ROWS_FROM}`]: { display: 'none' },
        }}
      >
        {label}
      </Box>
      {children}
    </Box>
  );
}

function LinePicture({ line }: { line: QuoteLine }) {
  const discounted = line.sale_percentage !== '0' && Number(line.sale_percentage) > 0;
  return (
    <Box sx={{ position: 'relative', width: 56, height: 56 }}>
      <ArticleThumbnail articleId={line.article_id} size={56} />
      {discounted ? (
        <Box
          component="span"
          title={messages.discountLabel(line.sale_percentage)}
          sx={{
            position: 'absolute',
            top: -6,
            right: -6,
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
  );
}
