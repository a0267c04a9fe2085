import type { OfferLine, QuoteDetailAnswer } from '@labo/domain/offer-schemas';
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

/** An offer line of quote 5 (docs/product/offers.md#calls), the article of sampleQuoteLine. */
function sampleOfferLine(overrides: Partial<OfferLine> = {}): OfferLine {
  return {
    article_id: 812,
    reference: 'DUR-211063',
    designation: 'Duran - Bécher 250 ml',
    quantity: 2,
    unit_price_ht: '12.50',
    discount_percent: '0.00',
    vat_rate: '20.00',
    total_ht: '25.00',
    lead_time: '',
    ...overrides,
  };
}

/**
 * Quote 5 with offer v1 sent (docs/product/offers.md#calls): the asked bécher at a lower
 * price, a calibration added, the pipette tips asked for left out.
 */
export function sampleQuoteWithOffer(): QuoteDetailAnswer {
  const lines = [
    sampleOfferLine({ unit_price_ht: '11.00', total_ht: '22.00' }),
    sampleOfferLine({
      article_id: null,
      reference: 'ETAL-01',
      designation: 'Étalonnage sur site',
      quantity: 1,
      unit_price_ht: '45.00',
      total_ht: '45.00',
    }),
  ];
  return {
    quote: sampleAdminQuote({
      negotiation_state: 'offer_sent',
      offer_version: 1,
      status_history: [],
    }),
    lines: [
      sampleQuoteLine(),
      sampleQuoteLine({
        id: 2,
        article_id: 44,
        reference: 'GIL-F161930',
        articleTitle: 'Gilson - Pointes 200 µl',
      }),
    ],
    offers: [
      {
        version: 1,
        sent_at: '2026-11-26T10:00:00+01:00',
        lines,
        lines_ht: '67.00',
        shipping_ht: '29.50',
        total_ht: '96.50',
        vat_by_rate: [{ vat_rate: '20.00', base_ht: '96.50', vat: '19.30' }],
        total_ttc: '115.80',
        valid_until: '2026-12-26',
        lead_time: 'sous 5 jours',
        message: 'Prix spécial établissement.',
      },
    ],
    draft: null,
    history: [
      {
        kind: 'offer_sent',
        at: '2026-11-26T10:00:00+01:00',
        by: null,
        text: 'Nous vous avons envoyé l’offre v1.',
        detail: '',
        offer_version: 1,
      },
    ],
    purchase_order: null,
  };
}
