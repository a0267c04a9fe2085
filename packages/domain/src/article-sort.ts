import type { Article } from './catalog-schemas';
import { compareLabels } from './label-order';
import { parseWireMoney } from './money';

/** "Trier par" keys; the default is NAME ascending (docs/product/catalogue.md#article-sort). */
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

// docs/product/catalogue.md#article-sort: label, brand, reference and packaging compare as
// text in French reading order, HT as the base price's number.
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
 * docs/product/catalogue.md#article-sort: featured articles always first, then the
 * others; each group is sorted on its own by the chosen key and direction. Ties keep the
 * order the server gave (the sort is stable). Returns a new array.
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
