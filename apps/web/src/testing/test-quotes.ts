import type { AdminQuote, QuoteLine } from '@labo/domain/quote-list-schemas';

/** A pending quote of the admin shape (docs/product/admin.md#admin-quote-shape), n° 202611-5. */
export function sampleAdminQuote(overrides: Partial<AdminQuote> = {}): AdminQuote {
  return {
    id: 5,
    sort_number: '202611-5',
    creation_date_time: '2026-11-20T10:00:00+01:00',
    pipe_status: 'PENDING',
    order_reference: 'BC-2026-001',
    total_quantity: 2,
    total_ht_price: '25.00',
    delivery_street: '1 rue de Paris',
    delivery_street_complement: '',
    delivery_zip_code: '75005',
    delivery_city: 'Paris',
    delivery_country: 'France',
    billing_street: '',
    billing_street_complement: '',
    billing_zip_code: '',
    billing_city: '',
    billing_country: '',
    negotiation_state: 'requested',
    offer_version: null,
    firstName: 'Marie',
    lastName: 'Curie',
    email: 'marie@labo.fr',
    phone: '0123456789',
    company: 'Laboratoire Curie',
    comment: 'Livraison le matin',
    user_id: null,
    status_history: [
      { from: 'ON_GOING', to: 'PENDING', at: '2026-11-21T09:30:00+01:00', by: 'Louis Pasteur' },
    ],
    ...overrides,
  };
}

/** A line of quote 5 (docs/product/accounts.md#quote-line-shape). */
export function sampleQuoteLine(overrides: Partial<QuoteLine> = {}): QuoteLine {
  return {
    id: 1,
    quote_id: '5',
    article_id: 812,
    reference: 'DUR-211063',
    articleTitle: 'Duran - Bécher 250 ml',
    packing: 'Unité',
    unit_price: '12.50',
    quantity: 2,
    sale_percentage: '0',
    ...overrides,
  };
}
