import { describe, expect, it } from 'vitest';
import {
  linesByQuote,
  QUOTE_SORT_KEYS,
  QUOTE_SORT_LABELS,
  quoteDialogTitle,
  quoteDisplay,
  quoteLineView,
  sortQuotes,
} from './quote-display';
import type { QuoteLine } from './quote-schemas';

const line = (overrides: Partial<QuoteLine> = {}): QuoteLine => ({
  id: 1,
  quote_id: '42',
  article_id: 812,
  articleTitle: 'Duran - Bécher forme basse',
  packing: 'Carton de 10',
  unit_price: '12.50',
  quantity: 3,
  sale_percentage: '15',
  ...overrides,
});

describe('quoteDisplay (SPEC §3, §4)', () => {
  it('derives the pretty fields', () => {
    expect(
      quoteDisplay({ creation_date_time: '2026-11-21T00:30:00+01:00', pipe_status: 'ON_GOING' }),
    ).toEqual({
      pretty_creation_date_time: '21/11/2026',
      pretty_pipe_status: 'EN COURS',
      pipe_status_color: '#0068B3',
      sort_status: 2,
    });
  });

  it('titles the dialog', () => {
    expect(quoteDialogTitle('202611-42')).toBe('Devis n° 202611-42');
  });
});

describe('quote lines', () => {
  it('groups lines by quote id', () => {
    const grouped = linesByQuote([
      line({ id: 1 }),
      line({ id: 2, quote_id: '7' }),
      line({ id: 3 }),
    ]);
    expect(grouped.get(42)?.map((l) => l.id)).toEqual([1, 3]);
    expect(grouped.get(7)?.map((l) => l.id)).toEqual([2]);
    expect(grouped.get(8)).toBeUndefined();
  });

  it('shows a discounted line', () => {
    expect(quoteLineView(line())).toEqual({
      brand: 'Duran',
      title: 'Bécher forme basse',
      unitPriceCents: 1250,
      salePercentage: 15,
      salePriceCents: 1063,
      lineTotalHtCents: 3189,
      saleBadge: '-15%',
    });
  });

  it('shows no badge without a sale', () => {
    const view = quoteLineView(line({ sale_percentage: '0' }));
    expect(view.saleBadge).toBeNull();
    expect(view.lineTotalHtCents).toBe(3750);
  });
});

describe('sortQuotes (SPEC §2)', () => {
  const quotes = [
    {
      id: 10,
      creation_date_time: '2026-11-03T10:00:00+01:00',
      pipe_status: 'ARCHIVED',
      total_quantity: 2,
      total_ht_price: '5.00',
    },
    {
      id: 9,
      creation_date_time: '2026-11-02T10:00:00+01:00',
      pipe_status: 'PENDING',
      total_quantity: 8,
      total_ht_price: '100.00',
    },
    {
      id: 11,
      creation_date_time: '2026-11-01T10:00:00+01:00',
      pipe_status: 'ON_GOING',
      total_quantity: 2,
      total_ht_price: '20.00',
    },
  ] as const;
  const ids = (list: readonly { id: number }[]) => list.map((q) => q.id);

  it('has the SPEC keys and labels', () => {
    expect(QUOTE_SORT_KEYS).toEqual(['NUMBER', 'DATE', 'STATUS', 'ARTICLES', 'TOTAL_HT']);
    expect(Object.values(QUOTE_SORT_LABELS)).toEqual([
      'Numéro',
      'Date',
      'État',
      'Nbr articles',
      'Total HT',
    ]);
  });

  it('sorts by number by default, numerically', () => {
    expect(ids(sortQuotes(quotes))).toEqual([9, 10, 11]);
    expect(ids(sortQuotes(quotes, 'NUMBER', 'desc'))).toEqual([11, 10, 9]);
  });

  it('sorts by each key', () => {
    expect(ids(sortQuotes(quotes, 'DATE'))).toEqual([11, 9, 10]);
    expect(ids(sortQuotes(quotes, 'STATUS'))).toEqual([9, 11, 10]);
    expect(ids(sortQuotes(quotes, 'ARTICLES'))).toEqual([10, 11, 9]);
    expect(ids(sortQuotes(quotes, 'TOTAL_HT', 'desc'))).toEqual([9, 11, 10]);
  });
});
