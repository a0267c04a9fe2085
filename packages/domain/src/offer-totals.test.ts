import { describe, expect, it } from 'vitest';
import { offerTotals, shippingFeeCents } from './offer-totals';

const line = (unitPriceHtCents: number, quantity: number, more: object = {}) => ({
  unitPriceHtCents,
  quantity,
  discountPercent: 0,
  vatBasisPoints: 2000,
  ...more,
});

describe('offerTotals (docs/product/offers.md#offer-totals)', () => {
  it('rounds the discounted unit price to the cent before multiplying it', () => {
    // 12,35 € less 15 % is 10,4975 €: 10,50 € a unit, 31,50 € for three.
    const totals = offerTotals([line(1235, 3, { discountPercent: 15 })], 0);
    expect(totals.linesHtCents).toBe(3150);
  });

  it('taxes each rate once on the sum of its bases, the shipping at the standard rate', () => {
    const totals = offerTotals(
      [
        line(1999, 3),
        line(4550, 2, { vatBasisPoints: 550 }),
        // A free line: a calibration outside the catalogue.
        line(8000, 1),
      ],
      2950,
    );
    expect(totals).toEqual({
      linesHtCents: 5997 + 9100 + 8000,
      shippingHtCents: 2950,
      totalHtCents: 26047,
      vat: [
        { vatBasisPoints: 550, baseHtCents: 9100, vatCents: 501 },
        { vatBasisPoints: 2000, baseHtCents: 5997 + 8000 + 2950, vatCents: 3389 },
      ],
      totalTtcCents: 26047 + 501 + 3389,
    });
  });

  it('leaves a rate out when nothing is taxed at it, and an offer without lines at zero', () => {
    expect(offerTotals([line(1000, 1, { vatBasisPoints: 550 })], 0).vat).toEqual([
      { vatBasisPoints: 550, baseHtCents: 1000, vatCents: 55 },
    ]);
    expect(offerTotals([], 0)).toEqual({
      linesHtCents: 0,
      shippingHtCents: 0,
      totalHtCents: 0,
      vat: [],
      totalTtcCents: 0,
    });
  });
});

describe('shippingFeeCents (docs/product/catalogue.md#sales-terms)', () => {
  it('charges 29,50 € HT up to 350 € HT, nothing above', () => {
    expect(shippingFeeCents(0)).toBe(2950);
    expect(shippingFeeCents(35_000)).toBe(2950);
    expect(shippingFeeCents(35_001)).toBe(0);
  });
});
