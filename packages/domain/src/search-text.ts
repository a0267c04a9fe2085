import { foldDiacritics } from './diacritics';

/**
 * Search compares folded text (docs/product/search.md#search-text): lower case, no
 * accents, every run of other characters turned into one space, so "Bécher, 250-ml" and
 * "becher 250 ml" read the same.
 */
export function normalizeSearchText(text: string): string {
  return foldDiacritics(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A reference without any separator: "DUR-100002" and "dur 100002" → "dur100002". */
export function compactReference(ref: string): string {
  return normalizeSearchText(ref).replace(/ /g, '');
}

export type SearchableArticle = {
  crmId: string;
  crmSecondaryId?: string | null;
  label: string;
  brandName?: string | null;
  conditionnement?: string | null;
};

/**
 * The text an article is searched in. It holds the normalised fields plus the compact
 * form of both references, so a query typed "dur100002", "dur 100002" or "DUR-100002"
 * finds the article whichever way its reference is written.
 */
export function buildArticleSearchText(article: SearchableArticle): string {
  const references = [article.crmId, article.crmSecondaryId ?? ''];
  const parts = [
    ...references,
    article.label,
    article.brandName ?? '',
    article.conditionnement ?? '',
  ].map(normalizeSearchText);
  const compacts = references.map(compactReference);
  return [...parts, ...compacts].filter((part) => part !== '').join(' ');
}

/** The distinct normalised words of a query, in the order typed. */
export function searchWords(query: string): string[] {
  const normalized = normalizeSearchText(query);
  if (normalized === '') return [];
  return [...new Set(normalized.split(' '))];
}

/**
 * match_full_sequence of the search answer (docs/product/search.md#answer-lists): the
 * whole normalised query occurs in the article's search text.
 */
export function matchesFullSequence(searchText: string, query: string): boolean {
  const normalized = normalizeSearchText(query);
  return normalized !== '' && searchText.includes(normalized);
}

/**
 * match_intersects of the search answer (docs/product/search.md#answer-lists): every word
 * of the query occurs somewhere in the article's search text, in any order.
 */
export function matchesEveryWord(searchText: string, query: string): boolean {
  const words = searchWords(query);
  return words.length > 0 && words.every((word) => searchText.includes(word));
}
