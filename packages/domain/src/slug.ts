import { foldDiacritics } from './diacritics';

/**
 * docs/product/catalogue.md#slug-rule: lower case, accents removed, spaces to hyphens,
 * other non-alphanumeric characters dropped, repeated hyphens collapsed, edge hyphens
 * trimmed. Hyphens already in the label are kept (they are the separator the rule
 * produces anyway), so "DUR-100002" stays "dur-100002" in the article slug.
 * The result may be empty for a label made only of symbols; callers that need a
 * segment must handle that.
 */
export function slugify(label: string): string {
  return foldDiacritics(label)
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Longest slug (docs/product/catalogue.md#slug-length). A slug is a URL's path parameter,
 * which the server bounds to this length; the import cuts a long label's slug to
 * SLUG_BASE_MAX_CHARS so that its "-N" collision suffix (N < 2^31, 11 characters at most)
 * still fits.
 */
export const SLUG_MAX_CHARS = 255;
const SLUG_BASE_MAX_CHARS = SLUG_MAX_CHARS - 11;

/** A slug cut to the base length, without a trailing hyphen the cut may leave. */
export function boundedSlug(slug: string): string {
  return slug.slice(0, SLUG_BASE_MAX_CHARS).replace(/-+$/, '');
}

/**
 * First path segments the app routes itself (docs/product/catalogue.md#reserved-segments:
 * the route table, plus the server's /api, /exposed, /post, /docs, /assets and health
 * checks). A category whose slug is one of these could never be reached at
 * /{categoryName}, so the import must refuse it or rename it.
 */
export const RESERVED_ROUTE_SEGMENTS = [
  'home',
  'cart',
  'quote',
  'login',
  'about',
  'terms',
  'contact',
  'my',
  'admin',
  'a',
  'c',
  'sc',
  'usc',
  'categories',
  'credentials',
  'api',
  'exposed',
  'post',
  'docs',
  'assets',
  'healthz',
  'readyz',
] as const;

const RESERVED_SET: ReadonlySet<string> = new Set(RESERVED_ROUTE_SEGMENTS);

export function isReservedSegment(slug: string): boolean {
  return RESERVED_SET.has(slug);
}
