import { ARTICLE_SORT_KEYS, type ArticleSortKey } from '@labo/domain/article-sort';
import { type Sort, SortBar } from '../sort-bar';
import { articleListMessages } from './article-list-messages';

export type ArticleSort = Sort<ArticleSortKey>;

type ArticleSortBarProps = {
  sort: ArticleSort;
  onChange: (sort: ArticleSort) => void;
  count: number;
};

/**
 * "Trier par" with the keys NAME, BRAND, REF, COND, HT and a direction toggle
 * (docs/product/catalogue.md#article-sort).
 */
export function ArticleSortBar({ sort, onChange, count }: ArticleSortBarProps) {
  return (
    <SortBar
      keys={ARTICLE_SORT_KEYS}
      keyLabels={articleListMessages.sortKeys}
      sort={sort}
      onChange={onChange}
      summary={articleListMessages.articleCount(count)}
    />
  );
}
