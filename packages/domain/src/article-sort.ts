import type { Article } from './catalog-schemas';
import { compareLabels } from './label-order';
import { parseWireMoney } from './money';

/** SPEC §2 "Trier par" keys; the default is NAME ascending. */
export const ARTICLE_SORT_KEYS = ['NAME', 'BRAND', 'REF', 'COND', 'HT'] as const;
export type ArticleSortKey = (typeof ARTICLE_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export const DEFAULT_ARTICLE_SORT: { key: ArticleSortKey; direction: SortDirection } = {
  key: 'NAME',
  direction: 'asc',
};

export type SortableArticle = Pick<
  Article,
  'label' | 'brandName' | 'crmId' | 'conditionnement' | 'basePrice' | 'featured'
>;

// SPEC §3 derived sort fields: sort_name, sort_brand, sort_ref, sort_cond (text) and
// sort_ht (the base price as a number).
function compareBy(key: ArticleSortKey, a: SortableArticle, b: SortableArticle): number {
  switch (key) {
    case 'NAME':
      return compareLabels(a.label, b.label);
    case 'BRAND':
      return compareLabels(a.brandName ?? '', b.brandName ?? '');
    case 'REF':
      return compareLabels(a.crmId, b.crmId);
    case 'COND':
      return compareLabels(a.conditionnement ?? '', b.conditionnement ?? '');
    case 'HT':
      return (parseWireMoney(a.basePrice) ?? 0) - (parseWireMoney(b.basePrice) ?? 0);
  }
}

/**
 * SPEC §2 article list order: featured articles always first, then the others; each
 * group is sorted on its own by the chosen key and direction. Ties keep the order the
 * server gave (the sort is stable). Returns a new array.
 */
export function sortArticles<A extends SortableArticle>(
  articles: readonly A[],
  key: ArticleSortKey = DEFAULT_ARTICLE_SORT.key,
  direction: SortDirection = DEFAULT_ARTICLE_SORT.direction,
): A[] {
  const sign = direction === 'asc' ? 1 : -1;
  const byKey = (a: A, b: A) => sign * compareBy(key, a, b);
  const featured = articles.filter((article) => article.featured === '1').sort(byKey);
  const others = articles.filter((article) => article.featured !== '1').sort(byKey);
  return [...featured, ...others];
}
