import { QUOTE_LINE_TITLE_MAX, SHORT_DESCRIPTION_MAX } from './limits';

// Lengths count characters as a person does (code points), so a cut never splits an
// emoji or other astral character in two.

/** docs/product/catalogue.md#short-description: 180 characters, plus "..." when longer. */
export function shortDescription(description: string | null | undefined): string {
  const text = description ?? '';
  // Fast path for every list row: a string of at most 180 UTF-16 units has at most
  // 180 characters, so only longer ones need splitting into code points.
  if (text.length <= SHORT_DESCRIPTION_MAX) return text;
  const chars = Array.from(text);
  if (chars.length <= SHORT_DESCRIPTION_MAX) return chars.join('');
  return `${chars.slice(0, SHORT_DESCRIPTION_MAX).join('')}...`;
}

const TITLE_SEPARATOR = ' - ';

/**
 * Quote line title "brand - article title" (docs/product/quote-request.md#line-snapshot).
 * The separator is written even without a brand (" - label") so that splitQuoteLineTitle
 * gives the label back whole when it contains " - " itself.
 */
export function quoteLineTitle(brand: string | null | undefined, label: string): string {
  return `${(brand ?? '').trim()}${TITLE_SEPARATOR}${label}`;
}

/**
 * The brand is the part before the first " - ", the article title is the rest, cut to
 * 130 characters (docs/product/quote-request.md#line-snapshot). A title without " - " has
 * no brand.
 */
export function splitQuoteLineTitle(title: string): { brand: string; title: string } {
  const at = title.indexOf(TITLE_SEPARATOR);
  const brand = at === -1 ? '' : title.slice(0, at);
  const rest = at === -1 ? title : title.slice(at + TITLE_SEPARATOR.length);
  return { brand, title: Array.from(rest).slice(0, QUOTE_LINE_TITLE_MAX).join('') };
}
