import { groupFrenchThousands } from './french-number';

// How a file's size reads in French next to its name, on screen and in mails: "245 ko",
// "1,2 Mo" (docs/product/catalogue.md#article-page, docs/product/offers.md#purchase-order-document).
// Written out as Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }) writes it, without
// creating that formatter (french-number.ts); the tests check the output against Intl's.

/** "245 ko" under a megabyte (never "0 ko"), else "1,2 Mo". */
export function formatFileSizeFr(bytes: number): string {
  if (bytes < 1024 * 1024) return `${frenchNumber(Math.max(1, Math.round(bytes / 1024)), 0)} ko`;
  return `${frenchNumber(bytes / (1024 * 1024), 1)} Mo`;
}

/**
 * At most `decimals` decimals, rounded half away from zero, trailing zeros dropped. A size in
 * bytes divided by a power of two is exact in binary and never halfway between two tenths,
 * so rounding its tenfold is exact.
 */
function frenchNumber(value: number, decimals: 0 | 1): string {
  const scaled = Math.round(value * 10 ** decimals);
  const whole = groupFrenchThousands(String(Math.trunc(scaled / 10 ** decimals)));
  const fraction = decimals === 0 ? 0 : scaled % 10;
  return fraction === 0 ? whole : `${whole},${fraction}`;
}
