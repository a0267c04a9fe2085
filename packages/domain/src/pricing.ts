import { roundCents } from './money';

/** French standard VAT, 20 %, in basis points (see vatRateToBasisPoints). */
export const DEFAULT_VAT_BASIS_POINTS = 2000;

function assertPercentage(percentage: number): void {
  if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100) {
    throw new RangeError(`A sale percentage lies between 0 and 100, got ${percentage}`);
  }
}

/**
 * docs/product/promotions.md#sale-price: base price × (1 − percentage / 100), rounded to
 * the cent half away from zero. A percentage of 0 means no campaign.
 */
export function salePriceCents(baseCents: number, percentage: number): number {
  assertPercentage(percentage);
  return roundCents((baseCents * (100 - percentage)) / 100);
}

/** Price including tax from the price excluding tax: 1000 at 2000 bp → 1200. */
export function ttcCents(htCents: number, vatBasisPoints: number): number {
  return roundCents((htCents * (10_000 + vatBasisPoints)) / 10_000);
}

type TotalsLineBase = {
  /** Unit price excluding tax, before any campaign. */
  unitPriceCents: number;
  quantity: number;
  /** Campaign percentage applying to the line; 0 when none. */
  salePercentage: number;
};

/**
 * A line for computeTotals. The server knows the VAT rate; the device cart only holds the
 * article's ttcPrice (docs/product/cart.md#cart-lines), so a line may carry that unit price
 * instead. The two agree as long as the server sends ttcPrice = ttcCents(basePrice, vat).
 */
export type TotalsLine = TotalsLineBase &
  ({ vatBasisPoints: number } | { ttcUnitPriceCents: number });

export type Totals = {
  totalHtCents: number;
  totalTtcCents: number;
  totalTaxesCents: number;
  /** Number of articles: the sum of quantities (docs/product/cart.md#cart-totals). */
  articleCount: number;
  /** Number of lines, one per distinct article. */
  distinctCount: number;
};

/** Sale unit prices of a line, HT and TTC. */
export function lineUnitPrices(line: TotalsLine): { htCents: number; ttcCents: number } {
  const fullTtc =
    'ttcUnitPriceCents' in line
      ? line.ttcUnitPriceCents
      : ttcCents(line.unitPriceCents, line.vatBasisPoints);
  return {
    htCents: salePriceCents(line.unitPriceCents, line.salePercentage),
    ttcCents: salePriceCents(fullTtc, line.salePercentage),
  };
}

/**
 * Line total excluding tax of a quote line (docs/product/accounts.md#quote-line-shape):
 * the sale unit price times the quantity.
 */
export function lineTotalHtCents(
  unitPriceCents: number,
  quantity: number,
  salePercentage: number,
): number {
  return salePriceCents(unitPriceCents, salePercentage) * quantity;
}

/**
 * Cart and quote totals (docs/product/cart.md#cart-totals). The campaign percentage reduces
 * both unit prices (HT and TTC) first; each unit price is rounded to the cent and only then
 * multiplied by the quantity, because that is the price a person sees on the line and on
 * the quote: the total must equal the sum of the displayed line totals. Taxes are the TTC
 * total minus the HT total, so the three figures always add up.
 */
export function computeTotals(lines: readonly TotalsLine[]): Totals {
  let totalHtCents = 0;
  let totalTtcCents = 0;
  let articleCount = 0;
  for (const line of lines) {
    const unit = lineUnitPrices(line);
    totalHtCents += unit.htCents * line.quantity;
    totalTtcCents += unit.ttcCents * line.quantity;
    articleCount += line.quantity;
  }
  return {
    totalHtCents,
    totalTtcCents,
    totalTaxesCents: totalTtcCents - totalHtCents,
    articleCount,
    distinctCount: lines.length,
  };
}

/** The taxes of one VAT rate on a quote (docs/product/quote-request.md#quote-pdf). */
export type RateTaxes = { vatBasisPoints: number; baseHtCents: number; taxesCents: number };

/**
 * The taxes of a quote split by VAT rate, lowest rate first: computeTotals on each rate's
 * lines, so that the parts add up to the quote's Total taxes exactly.
 */
export function taxesByRate(
  lines: readonly (TotalsLineBase & { vatBasisPoints: number })[],
): RateTaxes[] {
  const byRate = new Map<number, (TotalsLineBase & { vatBasisPoints: number })[]>();
  for (const line of lines) {
    const rateLines = byRate.get(line.vatBasisPoints) ?? [];
    rateLines.push(line);
    byRate.set(line.vatBasisPoints, rateLines);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([vatBasisPoints, rateLines]) => {
      const totals = computeTotals(rateLines);
      return {
        vatBasisPoints,
        baseHtCents: totals.totalHtCents,
        taxesCents: totals.totalTaxesCents,
      };
    });
}
