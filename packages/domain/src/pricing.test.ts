import { describe, expect, it } from 'vitest';
import { MAX_ARTICLE_PRICE_CENTS, MAX_QUANTITY } from './limits';
import {
  computeTotals,
  DEFAULT_VAT_BASIS_POINTS,
  lineTotalHtCents,
  lineUnitPrices,
  salePriceCents,
  taxesByRate,
  ttcCents,
} from './pricing';
import { MAX_QUOTE_LINES } from './quote-schemas';

describe('salePriceCents (docs/product/promotions.md#sale-price)', () => {
  it('applies the percentage to the base price', () => {
    expect(salePriceCents(1250, 15)).toBe(1063); // 10.625 → 10.63
    expect(salePriceCents(1000, 10)).toBe(900);
    expect(salePriceCents(999, 50)).toBe(500); // 4.995 → 5.00
  });

  it('leaves the price unchanged without a campaign', () => {
    expect(salePriceCents(1234, 0)).toBe(1234);
  });

  it('accepts decimal percentages without float error', () => {
    expect(salePriceCents(1000, 12.5)).toBe(875);
    expect(salePriceCents(3000, 33.33)).toBe(2000); // 2000.1
  });

  it('refuses percentages outside 0..100', () => {
    expect(() => salePriceCents(1000, -1)).toThrow(RangeError);
    expect(() => salePriceCents(1000, 101)).toThrow(RangeError);
    expect(() => salePriceCents(1000, Number.NaN)).toThrow(RangeError);
  });
});

describe('ttcCents', () => {
  it('adds the VAT', () => {
    expect(ttcCents(1000, DEFAULT_VAT_BASIS_POINTS)).toBe(1200);
    expect(ttcCents(1250, 2000)).toBe(1500);
    expect(ttcCents(999, 550)).toBe(1054); // 10.53945 → 10.54
    expect(ttcCents(1, 2000)).toBe(1);
    expect(ttcCents(1000, 0)).toBe(1000);
  });

  it('uses 20 % as the default VAT', () => {
    expect(DEFAULT_VAT_BASIS_POINTS).toBe(2000);
  });
});

describe('lineUnitPrices', () => {
  it('reduces both HT and TTC by the campaign', () => {
    expect(
      lineUnitPrices({
        unitPriceCents: 1250,
        vatBasisPoints: 2000,
        quantity: 1,
        salePercentage: 15,
      }),
    ).toEqual({ htCents: 1063, ttcCents: 1275 });
  });

  it('uses the given TTC unit price when there is one', () => {
    expect(
      lineUnitPrices({
        unitPriceCents: 1250,
        ttcUnitPriceCents: 1500,
        quantity: 1,
        salePercentage: 15,
      }),
    ).toEqual({ htCents: 1063, ttcCents: 1275 });
  });
});

describe('lineTotalHtCents', () => {
  it('multiplies the rounded sale price by the quantity', () => {
    expect(lineTotalHtCents(1250, 3, 15)).toBe(3189);
    expect(lineTotalHtCents(1250, 2, 0)).toBe(2500);
  });
});

describe('computeTotals (docs/product/cart.md#cart-totals)', () => {
  it('is all zero for no lines', () => {
    expect(computeTotals([])).toEqual({
      totalHtCents: 0,
      totalTtcCents: 0,
      totalTaxesCents: 0,
      articleCount: 0,
      distinctCount: 0,
    });
  });

  it('sums lines, counts articles by quantity and lines as distinct', () => {
    const totals = computeTotals([
      { unitPriceCents: 1250, vatBasisPoints: 2000, quantity: 2, salePercentage: 0 },
      { unitPriceCents: 999, vatBasisPoints: 550, quantity: 3, salePercentage: 0 },
    ]);
    expect(totals).toEqual({
      totalHtCents: 2500 + 2997,
      totalTtcCents: 3000 + 3 * 1054,
      totalTaxesCents: 3000 + 3162 - 5497,
      articleCount: 5,
      distinctCount: 2,
    });
  });

  it('applies the campaign to HT and TTC unit prices before multiplying', () => {
    const totals = computeTotals([
      { unitPriceCents: 1250, vatBasisPoints: 2000, quantity: 3, salePercentage: 15 },
    ]);
    // 10.625 rounds to 10.63 per unit, so 3 units are 31.89 (not 31.875 → 31.88).
    expect(totals.totalHtCents).toBe(3189);
    expect(totals.totalTtcCents).toBe(3825);
    expect(totals.totalTaxesCents).toBe(636);
  });

  it('keeps taxes equal to TTC minus HT', () => {
    const totals = computeTotals([
      { unitPriceCents: 333, vatBasisPoints: 2000, quantity: 7, salePercentage: 33 },
      { unitPriceCents: 1, ttcUnitPriceCents: 1, quantity: 9999, salePercentage: 0 },
    ]);
    expect(totals.totalTaxesCents).toBe(totals.totalTtcCents - totals.totalHtCents);
    expect(totals.articleCount).toBe(10006);
  });

  it('stays exact at the limits: 500 lines of 9999 units at the highest price at 100 % VAT', () => {
    // docs/product/quote-request.md#quote-limits: the bounds keep every sum below 2^53.
    const line = {
      unitPriceCents: MAX_ARTICLE_PRICE_CENTS - 1,
      vatBasisPoints: 10_000,
      quantity: MAX_QUANTITY,
      salePercentage: 33,
    };
    const totals = computeTotals(Array.from({ length: MAX_QUOTE_LINES }, () => line));
    const unit = lineUnitPrices(line);
    expect(totals.totalHtCents).toBe(unit.htCents * MAX_QUANTITY * MAX_QUOTE_LINES);
    expect(totals.totalTtcCents).toBe(unit.ttcCents * MAX_QUANTITY * MAX_QUOTE_LINES);
    expect(Number.isSafeInteger(totals.totalTtcCents)).toBe(true);
    expect(totals.totalTtcCents).toBeLessThan(Number.MAX_SAFE_INTEGER / 8);
  });
});

describe('taxesByRate', () => {
  it('splits the taxes by rate, adding up to the total taxes', () => {
    const lines = [
      { unitPriceCents: 1001, quantity: 3, salePercentage: 10, vatBasisPoints: 2000 },
      { unitPriceCents: 555, quantity: 2, salePercentage: 0, vatBasisPoints: 550 },
      { unitPriceCents: 999, quantity: 1, salePercentage: 0, vatBasisPoints: 2000 },
    ];
    const parts = taxesByRate(lines);
    expect(parts.map((part) => part.vatBasisPoints)).toEqual([550, 2000]);
    expect(parts[0]).toEqual({ vatBasisPoints: 550, baseHtCents: 1110, taxesCents: 62 });
    const sum = parts.reduce((total, part) => total + part.taxesCents, 0);
    expect(sum).toBe(computeTotals(lines).totalTaxesCents);
  });
});
