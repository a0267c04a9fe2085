import { absoluteUrl } from '@labo/domain/site-url';

/**
 * Pages that live on the device or behind a login (docs/product/search-engines.md#robots):
 * the cart and its validation, login and password pages, the customer and admin areas,
 * the API. A bare path ends with `$` (RFC 9309's end of pattern) so that `/cart` does not
 * also keep crawlers from a category such as `/cartouches`; the reserved first segments
 * (docs/product/catalogue.md#reserved-segments) make `/cart/` and the like safe prefixes.
 */
const DISALLOWED = [
  '/cart$',
  '/cart/',
  '/quote$',
  '/quote/',
  '/login$',
  '/credentials/',
  '/account/',
  '/my/',
  '/admin$',
  '/admin/',
  '/api/',
  '/docs$',
  '/docs/',
];

/** robots.txt: what crawlers leave alone, and where the sitemap index is. */
export function robotsTxt(publicUrl: string, sitemapIndexPath: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, sitemapIndexPath)}`,
    '',
  ].join('\n');
}
