// How a file's size reads in French next to its name, on screen and in mails: "245 ko",
// "1,2 Mo" (docs/product/catalogue.md#article-page, docs/product/offers.md#purchase-order-document).

const sizeFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** "245 ko" under a megabyte (never "0 ko"), else "1,2 Mo". */
export function formatFileSizeFr(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} ko`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} Mo`;
}
