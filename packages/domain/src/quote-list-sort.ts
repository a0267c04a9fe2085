import type { SortDirection } from './article-sort';
import { parseWireMoney } from './money';
import type { Quote } from './quote-list-schemas';
import { pipeStatusDisplay } from './quote-status';

/**
 * "Trier par" keys of the quote lists: Numéro, Date, État, Nbr articles, Total HT
 * (docs/product/accounts.md#quote-list).
 */
export const QUOTE_SORT_KEYS = ['NUMBER', 'DATE', 'STATUS', 'ARTICLES', 'TOTAL'] as const;
export type QuoteSortKey = (typeof QUOTE_SORT_KEYS)[number];
export type QuoteSort = { key: QuoteSortKey; direction: SortDirection };

/**
 * The lists start sorted by number, newest first: the quote a customer looks for is most
 * often the last one sent (direction ours, docs/product/accounts.md#quote-list).
 */
export const DEFAULT_QUOTE_SORT: QuoteSort = { key: 'NUMBER', direction: 'desc' };

type SortableQuote = Pick<
  Quote,
  'id' | 'creation_date_time' | 'pipe_status' | 'total_quantity' | 'total_ht_price'
>;

// A quote number is "YYYYMM-{id}" and ids grow with time, so the id orders numbers.
function compareBy(key: QuoteSortKey, a: SortableQuote, b: SortableQuote): number {
  switch (key) {
    case 'NUMBER':
      return a.id - b.id;
    case 'DATE':
      return Date.parse(a.creation_date_time) - Date.parse(b.creation_date_time);
    case 'STATUS':
      return pipeStatusDisplay(a.pipe_status).sortRank - pipeStatusDisplay(b.pipe_status).sortRank;
    case 'ARTICLES':
      return a.total_quantity - b.total_quantity;
    case 'TOTAL':
      return (parseWireMoney(a.total_ht_price) ?? 0) - (parseWireMoney(b.total_ht_price) ?? 0);
  }
}

/** The quotes sorted by `sort`; ties fall back on the number, same direction. New array. */
export function sortQuotes<Q extends SortableQuote>(quotes: readonly Q[], sort: QuoteSort): Q[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...quotes].sort(
    (a, b) => sign * (compareBy(sort.key, a, b) || compareBy('NUMBER', a, b)),
  );
}
