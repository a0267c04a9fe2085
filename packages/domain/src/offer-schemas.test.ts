import { describe, expect, it } from 'vitest';
import {
  offerAcceptRequestSchema,
  offerChangesRequestSchema,
  offerDraftRequestSchema,
} from './offer-schemas';

const draft = (line: Record<string, unknown>) => ({
  version: 0,
  lines: [line],
  shipping_ht: '29.50',
  valid_until: '2026-12-26',
});

describe('offer draft request', () => {
  it('takes a catalogue line without reference and designation, the discount 0 by default', () => {
    const parsed = offerDraftRequestSchema.parse(
      draft({ article_id: 12, quantity: 3, unit_price_ht: '12.5', vat_rate: '20.00' }),
    );
    expect(parsed.lines[0]).toMatchObject({ reference: '', discount_percent: '0', lead_time: '' });
    expect(parsed).toMatchObject({ message: '', lead_time: '' });
  });

  it('refuses a free line without its reference, under the reference field', () => {
    const result = offerDraftRequestSchema.safeParse(
      draft({
        article_id: null,
        designation: 'Étalonnage',
        quantity: 1,
        unit_price_ht: '80',
        vat_rate: '20',
      }),
    );
    expect(result.error?.issues[0]).toMatchObject({
      path: ['lines', 0, 'reference'],
      message: 'Une ligne libre demande une référence et une désignation.',
    });
  });

  it.each(['-1', '1.234', '1e3', ''])('refuses the price %j', (price) => {
    const result = offerDraftRequestSchema.safeParse(
      draft({ article_id: 12, quantity: 1, unit_price_ht: price, vat_rate: '20' }),
    );
    expect(result.success).toBe(false);
  });

  it.each(['100.01', '-5', '5.555'])('refuses the rate %j', (rate) => {
    const result = offerDraftRequestSchema.safeParse(
      draft({ article_id: 12, quantity: 1, unit_price_ht: '1', vat_rate: rate }),
    );
    expect(result.success).toBe(false);
  });

  it('refuses a day that is not YYYY-MM-DD', () => {
    const result = offerDraftRequestSchema.safeParse({
      ...draft({}),
      lines: [],
      valid_until: '26/12/2026',
    });
    expect(result.error?.issues[0]?.message).toBe('Date invalide : AAAA-MM-JJ.');
  });
});

describe("the buyer's answers", () => {
  it('requires a purchase order, "sans bon de commande" being one', () => {
    expect(
      offerAcceptRequestSchema.safeParse({ purchase_order: '  ' }).error?.issues[0]?.message,
    ).toBe('Indiquez le numéro de votre bon de commande, ou « sans bon de commande ».');
    expect(offerAcceptRequestSchema.parse({ purchase_order: 'sans bon de commande' })).toEqual({
      purchase_order: 'sans bon de commande',
    });
  });

  it('requires a message to ask for changes', () => {
    expect(offerChangesRequestSchema.safeParse({}).success).toBe(false);
  });
});
