import { formatDateFr } from '@labo/domain/dates';
import type { Quote, QuoteLine } from '@labo/domain/quote-list-schemas';
import {
  DEFAULT_QUOTE_SORT,
  QUOTE_SORT_KEYS,
  type QuoteSort,
  type QuoteSortKey,
  sortQuotes,
} from '@labo/domain/quote-list-sort';
import { validUntilLabel } from '@labo/domain/quote-validity';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, ButtonBase, Typography } from '@mui/material';
import {
  type CSSProperties,
  type ReactNode,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isNarrowWindow, virtualRowHeight } from '../articles/list-layout';
import { SortBar } from '../sort-bar';
import { stickyTableHeadSx, tableHeaderRowSx } from '../table-header-styles';
import { useRowVirtualizer, virtualRowStyle } from '../use-row-virtualizer';
import { useWindowLayout } from '../use-window-width';
import { NegotiationLabel } from './negotiation-label';
import { QuoteDialog } from './quote-dialog';
import { quoteListHeight } from './quote-list-layout';
import { quoteMessages as messages } from './quote-messages';
import { wireEuros } from './quote-money';
import { QuoteNumberControl, type QuoteTarget } from './quote-number-control';
import { QuoteStatusLabel } from './quote-status-label';

const HEADER_HEIGHT = 48;
const COLUMNS_WIDE = 'minmax(120px, 1.2fr) 1fr 1.2fr 0.8fr 1fr';
const COLUMNS_NARROW = '1fr 1fr';
/** On narrow screens the five sort buttons of the header sit on one line, side by side. */
const HEADER_COLUMNS_NARROW = 'repeat(5, max-content)';

type QuoteListProps<Q extends Quote> = {
  quotes: readonly Q[];
  lines: readonly QuoteLine[];
  /**
   * The staff's page of a quote: when given, the number is a link to it and a row leads
   * there; otherwise the number is a button opening the buyer's dialog.
   */
  quoteHref?: (quote: Q) => string;
  /** A line under the number (the staff see who sent the quote). */
  describe?: (quote: Q) => string;
};

/**
 * A quote list (docs/product/accounts.md#quote-list): "Trier par", a sort button per
 * column, virtualised rows. The customer's history opens a quote in its dialog; the admin
 * lists lead to the quote's page (docs/product/admin.md#quote-page).
 */
export function QuoteList<Q extends Quote>({
  quotes,
  lines,
  quoteHref,
  describe,
}: QuoteListProps<Q>) {
  const [sort, setSort] = useState<QuoteSort>(DEFAULT_QUOTE_SORT);
  const navigate = useNavigate();
  const location = useLocation();
  const sorted = useMemo(() => sortQuotes(quotes, sort), [quotes, sort]);
  const { listRef, openId, setOpenId, closeDialog } = useQuoteDialogFocus();
  const open = quotes.find((quote) => quote.id === openId);
  const openLines = useMemo(
    () => (openId === null ? [] : lines.filter((line) => line.quote_id === String(openId))),
    [lines, openId],
  );
  const target: QuoteTarget<Q> = quoteHref
    ? {
        kind: 'page',
        href: quoteHref,
        // The page's back link returns to the list it came from.
        state: { from: location.pathname },
        go: (quote) => navigate(quoteHref(quote), { state: { from: location.pathname } }),
      }
    : { kind: 'dialog', go: (quote) => setOpenId(quote.id) };
  return (
    <Box ref={listRef}>
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
        <QuoteTable
          quotes={sorted}
          sort={sort}
          onSort={setSort}
          target={target}
          describe={describe}
        />
      )}
      {open ? <QuoteDialog quote={open} lines={openLines} onClose={closeDialog} /> : undefined}
    </Box>
  );
}

/**
 * The buyer's open quote, and the focus back on its number once its dialog closes: the row
 * a click opened it from is no place to type from, nor the page's start
 * (docs/product/accounts.md#quote-dialog).
 */
function useQuoteDialogFocus() {
  const listRef = useRef<HTMLDivElement>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [closedId, setClosedId] = useState<number | null>(null);
  // In the commit that removes the dialog: the focus never rests on the page's start.
  useLayoutEffect(() => {
    if (closedId === null) return;
    listRef.current?.querySelector<HTMLElement>(`[data-quote-id="${closedId}"]`)?.focus();
    setClosedId(null);
  }, [closedId]);
  const closeDialog = () => {
    setClosedId(openId);
    setOpenId(null);
  };
  return { listRef, openId, setOpenId, closeDialog };
}

type QuoteTableProps<Q extends Quote> = {
  quotes: Q[];
  sort: QuoteSort;
  onSort: (sort: QuoteSort) => void;
  target: QuoteTarget<Q>;
  describe: ((quote: Q) => string) | undefined;
};

function QuoteTable<Q extends Quote>({
  quotes,
  sort,
  onSort,
  target,
  describe,
}: QuoteTableProps<Q>) {
  const narrow = useWindowLayout(isNarrowWindow);
  const rowHeight = useWindowLayout(virtualRowHeight);
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
          narrow={narrow}
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
                target={target}
                description={describe?.(quote)}
                style={virtualRowStyle(item, HEADER_HEIGHT)}
              />
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}

/** Header and rows share these, so that each name stands over its values. */
const rowGridSx = { px: 1.5, columnGap: 1.5 } as const;
const RIGHT_ALIGNED: ReadonlySet<QuoteSortKey> = new Set(['ARTICLES', 'TOTAL']);

type HeaderProps = {
  sort: QuoteSort;
  onSort: (sort: QuoteSort) => void;
  columns: string;
  narrow: boolean;
};

/** Each column name sorts by its column; again on the active one reverses the order. */
function QuoteTableHeader({ sort, onSort, columns, narrow }: HeaderProps) {
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
        sx={{
          ...tableHeaderRowSx(columns, HEADER_HEIGHT),
          // The five sort buttons of a phone keep to 320 px with the tighter gaps.
          ...(narrow ? { px: 1, columnGap: 1 } : rowGridSx),
          overflowX: 'auto',
        }}
      >
        {QUOTE_SORT_KEYS.map((key) => {
          const active = key === sort.key;
          const Arrow = sort.direction === 'asc' ? ArrowUpwardIcon : ArrowDownwardIcon;
          const right = !narrow && RIGHT_ALIGNED.has(key);
          return (
            <Box
              key={key}
              role="columnheader"
              aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
              sx={{ display: 'flex', justifyContent: right ? 'flex-end' : 'flex-start' }}
            >
              <ButtonBase
                onClick={() => choose(key)}
                title={messages.sortByColumn(messages.sortKeys[key])}
                sx={{
                  py: 0.5,
                  gap: 0.5,
                  borderRadius: 1,
                  fontSize: '0.8125rem',
                  fontWeight: 700,
                  color: active ? 'primary.dark' : 'text.secondary',
                  whiteSpace: 'nowrap',
                  // The arrow goes on the outer side, so the name stays over its values.
                  flexDirection: right ? 'row-reverse' : 'row',
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

type QuoteRowProps<Q extends Quote> = {
  quote: Q;
  rowIndex: number;
  columns: string;
  narrow: boolean;
  target: QuoteTarget<Q>;
  description: string | undefined;
  style: CSSProperties;
};

function QuoteRow<Q extends Quote>(props: QuoteRowProps<Q>) {
  const { quote, rowIndex, columns, narrow, target, description, style } = props;
  // On narrow screens the header row is far away: each value says what it is.
  const cell = (key: QuoteSortKey, value: ReactNode) => (
    <Box
      role="cell"
      sx={{ textAlign: !narrow && RIGHT_ALIGNED.has(key) ? 'right' : 'left', minWidth: 0 }}
    >
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
      onClick={() => target.go(quote)}
      style={style}
      sx={{
        display: 'grid',
        gridTemplateColumns: columns,
        alignItems: 'center',
        alignContent: 'center',
        rowGap: 1,
        ...rowGridSx,
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
        <>
          <QuoteNumberControl quote={quote} target={target} />
          {description ? (
            <Box
              component="span"
              sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}
            >
              {description}
            </Box>
          ) : undefined}
        </>,
      )}
      {cell(
        'DATE',
        <>
          {formatDateFr(quote.creation_date_time)}
          <Box
            component="span"
            sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}
          >
            {validUntilLabel(quote.creation_date_time)}
          </Box>
        </>,
      )}
      {cell(
        'STATUS',
        <Box sx={{ display: 'grid', justifyItems: 'start', gap: 0.5 }}>
          <QuoteStatusLabel status={quote.pipe_status} />
          <NegotiationLabel state={quote.negotiation_state} offerVersion={quote.offer_version} />
        </Box>,
      )}
      {cell('ARTICLES', quote.total_quantity)}
      {cell('TOTAL', wireEuros(quote.total_ht_price))}
    </Box>
  );
}
