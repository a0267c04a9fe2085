// The sitemap protocol's XML (docs/product/search-engines.md#sitemap), written as text: a
// handful of fixed elements whose only variable parts are addresses and dates. Addresses
// go through the protocol's entity escapes: our paths are slugs, but PUBLIC_URL is
// whatever the operator wrote.

/** The sitemap protocol's table of escapes, XML's five predefined entities. */
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
  '>': '&gt;',
  '<': '&lt;',
};

const xmlText = (text: string) => text.replace(/[&'"<>]/g, (c) => XML_ESCAPES[c] ?? c);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const URLSET_START = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n`;
export const URLSET_END = '</urlset>\n';

export interface SitemapUrl {
  /** An absolute address. */
  loc: string;
  lastmod?: Date;
}

/** W3C datetime to the second, in UTC: what the protocol's lastmod takes. */
function w3cDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

export function urlElement({ loc, lastmod }: SitemapUrl): string {
  const date = lastmod ? `<lastmod>${w3cDateTime(lastmod)}</lastmod>` : '';
  return `<url><loc>${xmlText(loc)}</loc>${date}</url>\n`;
}

/** The index naming every sitemap file, by absolute address. */
export function sitemapIndexXml(locs: readonly string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${xmlText(loc)}</loc></sitemap>\n`);
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`;
}
