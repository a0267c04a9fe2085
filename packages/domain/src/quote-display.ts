import { splitQuoteLineTitle } from './article-text';
import { formatDateFr } from './dates';
import { parseWireMoney } from './money';
import { PIPE_STATUS_INFO, type PipeStatus, type PipeStatusInfo } from './pipe-status';
import { lineTotalHtCents, salePriceCents } from './pricing';
import type { Quote, QuoteLine } from './quote-schemas';

// Display fields of quotes that API.md leaves to packages/domain (SPEC §2 quote lists
// and the "Devis n° {number}" dialog, SPEC §3 pretty_* fields).

export type QuoteDisplay = {
  pretty_creation_date_time: string;
  pretty_pipe_status: PipeStatusInfo['label'];
  pipe_status_color: PipeStatusInfo['color'];
  sort_status: PipeStatusInfo['sort'];
};

export function quoteDisplay(
  quote: Pick<Quote, 'creation_date_time' | 'pipe_status'>,
): QuoteDisplay {
  const info = PIPE_STATUS_INFO[quote.pipe_status];
  return {
    pretty_creation_date_time: formatDateFr(quote.creation_date_time),
    pretty_pipe_status: info.label,
    pipe_status_color: info.color,
    sort_status: info.sort,
  };
}

/** The dialog title of SPEC §2. */
export function quoteDialogTitle(sortNumber: string): string {
  return `Devis n° ${sortNumber}`;
}

/** The lines of each quote, by quote id (quote_id is a string, SPEC §3). */
export function linesByQuote<L extends Pick<QuoteLine, 'quote_id'>>(
  lines: readonly L[],
): Map<number, L[]> {
  const byQuote = new Map<number, L[]>();
  for (const line of lines) {
    const id = Number(line.quote_id);
    byQuote.set(id, [...(byQuote.get(id) ?? []), line]);
  }
  return byQuote;
}

export type QuoteLineView = {
  brand: string;
  title: string;
  unitPriceCents: number;
  salePercentage: number;
  salePriceCents: number;
  lineTotalHtCents: number;
  /** SPEC §2: the "-x%" badge shows when sale_percentage is not "0". */
  saleBadge: string | null;
};

/** A quote line as the dialog shows it: split title, unit price, sale, line total HT. */
export function quoteLineView(line: QuoteLine): QuoteLineView {
  const unitPriceCents = parseWireMoney(line.unit_price) ?? 0;
  const salePercentage = Number(line.sale_percentage) || 0;
  return {
    ...splitQuoteLineTitle(line.articleTitle),
    unitPriceCents,
    salePercentage,
    salePriceCents: salePriceCents(unitPriceCents, salePercentage),
    lineTotalHtCents: lineTotalHtCents(unitPriceCents, line.quantity, salePercentage),
    saleBadge: salePercentage === 0 ? null : `-${line.sale_percentage}%`,
  };
}

/** SPEC §2 quote list sort keys: Numéro, Date, État, Nbr articles, Total HT. */
export const QUOTE_SORT_KEYS = ['NUMBER', 'DATE', 'STATUS', 'ARTICLES', 'TOTAL_HT'] as const;
export type QuoteSortKey = (typeof QUOTE_SORT_KEYS)[number];

export const QUOTE_SORT_LABELS: Readonly<Record<QuoteSortKey, string>> = {
  NUMBER: 'Numéro',
  DATE: 'Date',
  STATUS: 'État',
  ARTICLES: 'Nbr articles',
  TOTAL_HT: 'Total HT',
};

type SortableQuote = Pick<
  Quote,
  'id' | 'creation_date_time' | 'pipe_status' | 'total_quantity' | 'total_ht_price'
>;

const statusRank = (status: PipeStatus): number => PIPE_STATUS_INFO[status].sort;

// "YYYYMM-{id}" numbers grow with the id, and comparing ids avoids "202611-9" sorting
// after "202611-10" as text would.
function compareQuotes(key: QuoteSortKey, a: SortableQuote, b: SortableQuote): number {
  switch (key) {
    case 'NUMBER':
      return a.id - b.id;
    case 'DATE':
      return Date.parse(a.creation_date_time) - Date.parse(b.creation_date_time);
    case 'STATUS':
      return statusRank(a.pipe_status) - statusRank(b.pipe_status);
    case 'ARTICLES':
      return a.total_quantity - b.total_quantity;
    case 'TOTAL_HT':
      return (parseWireMoney(a.total_ht_price) ?? 0) - (parseWireMoney(b.total_ht_price) ?? 0);
  }
}

/** SPEC §2: quote lists sort by number initially; ties fall back to the number. */
export function sortQuotes<Q extends SortableQuote>(
  quotes: readonly Q[],
  key: QuoteSortKey = 'NUMBER',
  direction: 'asc' | 'desc' = 'asc',
): Q[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...quotes].sort(
    (a, b) => sign * (compareQuotes(key, a, b) || compareQuotes('NUMBER', a, b)),
  );
}
