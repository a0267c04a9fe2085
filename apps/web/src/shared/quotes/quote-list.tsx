import { formatDateFr } from '@labo/domain/dates';
import type { Quote, QuoteLine } from '@labo/domain/quote-list-schemas';
import {
  DEFAULT_QUOTE_SORT,
  QUOTE_SORT_KEYS,
  type QuoteSort,
  type QuoteSortKey,
  sortQuotes,
} from '@labo/domain/quote-list-sort';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, ButtonBase, Typography } from '@mui/material';
import { type CSSProperties, type ReactNode, useMemo, useState } from 'react';
import { isNarrowWindow, virtualRowHeight } from '../articles/list-layout';
import { SortBar } from '../sort-bar';
import { stickyTableHeadSx, tableHeaderRowSx } from '../table-header-styles';
import { useRowVirtualizer, virtualRowStyle } from '../use-row-virtualizer';
import { useWindowWidth } from '../use-window-width';
import { QuoteDialog } from './quote-dialog';
import { quoteListHeight } from './quote-list-layout';
import { quoteMessages as messages } from './quote-messages';
import { wireEuros } from './quote-money';
import { QuoteStatusLabel } from './quote-status-label';

const HEADER_HEIGHT = 48;
const COLUMNS_WIDE = 'minmax(120px, 1.2fr) 1fr 1.2fr 0.8fr 1fr';
const COLUMNS_NARROW = '1fr 1fr';
/** On narrow screens the five sort buttons of the header sit on one line, side by side. */
const HEADER_COLUMNS_NARROW = 'repeat(5, max-content)';

type QuoteListProps<Q extends Quote> = {
  quotes: readonly Q[];
  lines: readonly QuoteLine[];
  /** More of the open quote in its dialog (the admin lists add the customer and history). */
  renderDialogDetails?: (quote: Q) => ReactNode;
  /**
   * Buttons before FERMER in the open quote's dialog (the admin's "MODIFIER L'ÉTAT"),
   * given the means to close that dialog.
   */
  renderDialogActions?: (quote: Q, closeDialog: () => void) => ReactNode;
};

/**
 * A quote list (docs/product/accounts.md#quote-list): "Trier par", a sort button per
 * column, virtualised rows; a row opens its quote's dialog. The customer's history and
 * the admin lists show it alike; the admin lists add to its dialog through the render props.
 */
export function QuoteList<Q extends Quote>({
  quotes,
  lines,
  renderDialogDetails,
  renderDialogActions,
}: QuoteListProps<Q>) {
  const [sort, setSort] = useState<QuoteSort>(DEFAULT_QUOTE_SORT);
  const [openId, setOpenId] = useState<number | null>(null);
  const sorted = useMemo(() => sortQuotes(quotes, sort), [quotes, sort]);
  const open = quotes.find((quote) => quote.id === openId);
  const closeDialog = () => setOpenId(null);
  const openLines = useMemo(
    () => (openId === null ? [] : lines.filter((line) => line.quote_id === String(openId))),
    [lines, openId],
  );
  return (
    <Box>
      <SortBar
        keys={QUOTE_SORT_KEYS}
        keyLabels={messages.sortKeys}
        sort={sort}
        onChange={setSort}
        summary={messages.quoteCount(quotes.length)}
      />
      {quotes.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3 }}>
          {messages.noQuotes}
        </Typography>
      ) : (
        <QuoteTable quotes={sorted} sort={sort} onSort={setSort} onOpen={setOpenId} />
      )}
      {open ? (
        <QuoteDialog
          quote={open}
          lines={openLines}
          onClose={closeDialog}
          details={renderDialogDetails?.(open)}
          actions={renderDialogActions?.(open, closeDialog)}
        />
      ) : undefined}
    </Box>
  );
}

type QuoteTableProps = {
  quotes: Quote[];
  sort: QuoteSort;
  onSort: (sort: QuoteSort) => void;
  onOpen: (id: number) => void;
};

function QuoteTable({ quotes, sort, onSort, onOpen }: QuoteTableProps) {
  const width = useWindowWidth();
  const narrow = isNarrowWindow(width);
  const rowHeight = virtualRowHeight(width);
  const height = quoteListHeight(quotes.length, rowHeight);
  const { scrollRef, virtualizer } = useRowVirtualizer(
    quotes.length,
    { height, rowHeight },
    HEADER_HEIGHT,
  );
  const columns = narrow ? COLUMNS_NARROW : COLUMNS_WIDE;
  return (
    <Box
      ref={scrollRef}
      sx={{
        overflow: 'auto',
        height: height + HEADER_HEIGHT,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Box role="table" aria-label={messages.listLabel} aria-rowcount={quotes.length + 1}>
        <QuoteTableHeader
          sort={sort}
          onSort={onSort}
          columns={narrow ? HEADER_COLUMNS_NARROW : columns}
        />
        <Box role="rowgroup" sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const quote = quotes[item.index];
            if (!quote) return null;
            return (
              <QuoteRow
                key={quote.id}
                quote={quote}
                rowIndex={item.index + 2}
                columns={columns}
                narrow={narrow}
                onOpen={onOpen}
                style={virtualRowStyle(item, HEADER_HEIGHT)}
              />
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}

type HeaderProps = { sort: QuoteSort; onSort: (sort: QuoteSort) => void; columns: string };

/** Each column name sorts by its column; again on the active one reverses the order. */
function QuoteTableHeader({ sort, onSort, columns }: HeaderProps) {
  const choose = (key: QuoteSortKey) =>
    onSort(
      key === sort.key
        ? { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'asc' },
    );
  return (
    <Box role="rowgroup" sx={stickyTableHeadSx}>
      <Box
        role="row"
        aria-rowindex={1}
        sx={{ ...tableHeaderRowSx(columns, HEADER_HEIGHT), px: 1, columnGap: 1, overflowX: 'auto' }}
      >
        {QUOTE_SORT_KEYS.map((key) => {
          const active = key === sort.key;
          const Arrow = sort.direction === 'asc' ? ArrowUpwardIcon : ArrowDownwardIcon;
          return (
            <Box
              key={key}
              role="columnheader"
              aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
            >
              <ButtonBase
                onClick={() => choose(key)}
                title={messages.sortByColumn(messages.sortKeys[key])}
                sx={{
                  px: 0.5,
                  py: 0.5,
                  gap: 0.5,
                  borderRadius: 1,
                  fontSize: '0.8125rem',
                  fontWeight: 700,
                  color: active ? 'primary.dark' : 'text.secondary',
                  whiteSpace: 'nowrap',
                }}
              >
                {messages.columns[key]}
                {active ? <Arrow aria-hidden sx={{ fontSize: 16 }} /> : undefined}
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

type QuoteRowProps = {
  quote: Quote;
  rowIndex: number;
  columns: string;
  narrow: boolean;
  onOpen: (id: number) => void;
  style: CSSProperties;
};

function QuoteRow({ quote, rowIndex, columns, narrow, onOpen, style }: QuoteRowProps) {
  // On narrow screens the header row is far away: each value says what it is.
  const cell = (key: QuoteSortKey, value: ReactNode, align: 'left' | 'right' = 'left') => (
    <Box role="cell" sx={{ textAlign: narrow ? 'left' : align, minWidth: 0 }}>
      {narrow ? (
        <Box
          component="span"
          aria-hidden
          sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}
        >
          {messages.columns[key]}
        </Box>
      ) : undefined}
      {value}
    </Box>
  );
  return (
    <Box
      role="row"
      aria-rowindex={rowIndex}
      onClick={() => onOpen(quote.id)}
      style={style}
      sx={{
        display: 'grid',
        gridTemplateColumns: columns,
        alignItems: 'center',
        alignContent: 'center',
        rowGap: 1,
        px: 1.5,
        boxSizing: 'border-box',
        borderBottom: 1,
        borderColor: 'divider',
        cursor: 'pointer',
        fontVariantNumeric: 'tabular-nums',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      {cell(
        'NUMBER',
        <ButtonBase
          onClick={(event) => {
            event.stopPropagation();
            onOpen(quote.id);
          }}
          aria-label={messages.openQuote(quote.sort_number)}
          sx={{ fontWeight: 700, color: 'primary.main', textDecoration: 'underline', px: 0.5 }}
        >
          {quote.sort_number}
        </ButtonBase>,
      )}
      {cell('DATE', formatDateFr(quote.creation_date_time))}
      {cell('STATUS', <QuoteStatusLabel status={quote.pipe_status} />)}
      {cell('ARTICLES', quote.total_quantity, 'right')}
      {cell('TOTAL', wireEuros(quote.total_ht_price), 'right')}
    </Box>
  );
}
