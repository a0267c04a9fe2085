import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_FEE_CENTS } from './limits';
import { roundCents } from './money';
import { DEFAULT_VAT_BASIS_POINTS, lineTotalHtCents } from './pricing';

// The amounts of an offer (docs/product/offers.md#offer-totals): what staff send is what a
// French invoice shows, line totals excluding tax, then the tax of each rate on its base.

/** An offer line's amounts: a catalogue article or a free line alike. */
export type OfferLineAmounts = {
  quantity: number;
  unitPriceHtCents: number;
  /** A discount granted on the line, 0 to 100; 0 when none. */
  discountPercent: number;
  vatBasisPoints: number;
};

/** One VAT rate of the offer: the amounts it applies to, and its tax. */
type VatAmount = { vatBasisPoints: number; baseHtCents: number; vatCents: number };

export type OfferTotals = {
  /** The lines' totals excluding tax, without shipping. */
  linesHtCents: number;
  shippingHtCents: number;
  totalHtCents: number;
  /** By rate, lowest first. */
  vat: VatAmount[];
  totalTtcCents: number;
};

/**
 * The shipping the sales terms charge on an order of `linesHtCents` excluding tax: offered
 * above the threshold, the flat fee up to it (docs/product/catalogue.md#sales-terms). An
 * offer starts from it; staff may change it.
 */
export function shippingFeeCents(linesHtCents: number): number {
  return linesHtCents > FREE_SHIPPING_THRESHOLD_CENTS ? 0 : SHIPPING_FEE_CENTS;
}

/**
 * The totals of an offer: each line's unit price is reduced by its discount and rounded to
 * the cent before it is multiplied, as on the quote's lines; the shipping is taxed at the
 * standard rate; the tax of each rate is computed once, on the sum of its bases, and rounded
 * to the cent; the total including tax is the total excluding tax plus those taxes.
 */
export function offerTotals(
  lines: readonly OfferLineAmounts[],
  shippingHtCents: number,
): OfferTotals {
  const bases = new Map<number, number>();
  const addToBase = (vatBasisPoints: number, htCents: number) =>
    bases.set(vatBasisPoints, (bases.get(vatBasisPoints) ?? 0) + htCents);
  let linesHtCents = 0;
  for (const line of lines) {
    const htCents = lineTotalHtCents(line.unitPriceHtCents, line.quantity, line.discountPercent);
    linesHtCents += htCents;
    addToBase(line.vatBasisPoints, htCents);
  }
  if (shippingHtCents > 0) addToBase(DEFAULT_VAT_BASIS_POINTS, shippingHtCents);
  const vat = [...bases]
    .sort(([a], [b]) => a - b)
    .map(([vatBasisPoints, baseHtCents]) => ({
      vatBasisPoints,
      baseHtCents,
      vatCents: roundCents((baseHtCents * vatBasisPoints) / 10_000),
    }));
  const totalHtCents = linesHtCents + shippingHtCents;
  return {
    linesHtCents,
    shippingHtCents,
    totalHtCents,
    vat,
    totalTtcCents: totalHtCents + vat.reduce((sum, rate) => sum + rate.vatCents, 0),
  };
}
