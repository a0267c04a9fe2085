import { describe, expect, it } from 'vitest';
import { quotesAnswerSchema } from './quote-list-schemas';

describe('quotes answer', () => {
  const quote = {
    id: 42,
    sort_number: '202611-42',
    creation_date_time: '2026-11-21T10:02:00+01:00',
    pipe_status: 'PENDING',
    order_reference: 'BC-2026-001',
    total_quantity: 5,
    total_ht_price: '123.40',
    delivery_street: '',
    delivery_street_complement: '',
    delivery_zip_code: '75002',
    delivery_city: 'Paris',
    delivery_country: 'France',
    billing_street: '',
    billing_street_complement: '',
    billing_zip_code: '',
    billing_city: '',
    billing_country: '',
    negotiation_state: 'offer_sent',
    offer_version: 2,
  };
  const line = {
    id: 90,
    quote_id: '42',
    article_id: 812,
    reference: 'DUR-211063',
    articleTitle: 'Duran - Bécher',
    packing: 'Carton de 10',
    unit_price: '12.50',
    quantity: 2,
    sale_percentage: '15',
  };

  it('accepts the shapes of docs/product/accounts.md#quote-shape', () => {
    expect(quotesAnswerSchema.parse({ quotes: [quote], lines: [line] })).toEqual({
      quotes: [quote],
      lines: [line],
    });
  });

  it('refuses an unknown status and a numeric quote_id', () => {
    expect(
      quotesAnswerSchema.safeParse({ quotes: [{ ...quote, pipe_status: 'DONE' }], lines: [] })
        .success,
    ).toBe(false);
    expect(
      quotesAnswerSchema.safeParse({ quotes: [], lines: [{ ...line, quote_id: 42 }] }).success,
    ).toBe(false);
  });
});
