import { formatFrenchNumber } from './french-number';

// How a file's size reads in French next to its name, on screen and in mails: "245 ko",
// "1,2 Mo" (docs/product/catalogue.md#article-page, docs/product/offers.md#purchase-order-document).

/**
 * "245 ko" under a megabyte (never "0 ko"), else "1,2 Mo". A size in bytes divided by a power
 * of two is exact in binary and never halfway between two tenths.
 */
export function formatFileSizeFr(bytes: number): string {
  if (bytes < 1024 * 1024)
    return `${formatFrenchNumber(Math.max(1, Math.round(bytes / 1024)), 0)} ko`;
  return `${formatFrenchNumber(bytes / (1024 * 1024), 1)} Mo`;
}
