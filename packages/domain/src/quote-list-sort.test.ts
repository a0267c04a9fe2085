import { describe, expect, it } from 'vitest';
import { DEFAULT_QUOTE_SORT, sortQuotes } from './quote-list-sort';

const quote = (
  id: number,
  date: string,
  status: 'PENDING' | 'ON_GOING' | 'ARCHIVED',
  quantity: number,
  total: string,
) => ({
  id,
  creation_date_time: date,
  pipe_status: status,
  total_quantity: quantity,
  total_ht_price: total,
});

const quotes = [
  quote(7, '2026-11-02T10:00:00+01:00', 'ARCHIVED', 3, '9.90'),
  quote(12, '2026-10-30T09:00:00+01:00', 'PENDING', 10, '120.00'),
  quote(9, '2026-11-20T18:00:00+01:00', 'ON_GOING', 1, '15.50'),
];
const ids = (sorted: { id: number }[]) => sorted.map((q) => q.id);

describe('sortQuotes (docs/product/accounts.md#quote-list)', () => {
  it('starts by number, newest first', () => {
    expect(DEFAULT_QUOTE_SORT).toEqual({ key: 'NUMBER', direction: 'desc' });
    expect(ids(sortQuotes(quotes, DEFAULT_QUOTE_SORT))).toEqual([12, 9, 7]);
  });

  it('sorts by date, status rank, article count and total, both ways', () => {
    expect(ids(sortQuotes(quotes, { key: 'DATE', direction: 'asc' }))).toEqual([12, 7, 9]);
    expect(ids(sortQuotes(quotes, { key: 'STATUS', direction: 'asc' }))).toEqual([12, 9, 7]);
    expect(ids(sortQuotes(quotes, { key: 'ARTICLES', direction: 'desc' }))).toEqual([12, 7, 9]);
    // 120.00 is above 15.50 as money, below it as text.
    expect(ids(sortQuotes(quotes, { key: 'TOTAL', direction: 'asc' }))).toEqual([7, 9, 12]);
  });

  it('breaks ties by number and leaves its input alone', () => {
    const twins = [
      quote(2, quotes[0]?.creation_date_time ?? '', 'PENDING', 1, '1.00'),
      quote(1, quotes[0]?.creation_date_time ?? '', 'PENDING', 1, '1.00'),
    ];
    expect(ids(sortQuotes(twins, { key: 'STATUS', direction: 'asc' }))).toEqual([1, 2]);
    expect(ids(twins)).toEqual([2, 1]);
  });
});
