import type { Article } from '@labo/domain/catalog-schemas';
import { DEFAULT_VIRTUAL_LIST_HEIGHT } from '#config/ui.ts';
import type { ArticleActionColumns } from '#shared/articles/article-columns.ts';
import { ArticleList } from '#shared/articles/article-list.tsx';
import { virtualRowHeight } from '#shared/articles/list-layout.ts';
import { useWindowLayout } from '#shared/use-window-width.ts';

/** Room kept above and below the list for the header, the results line and the sort bar. */
const VIEWPORT_RESERVE = 280;

/**
 * The search results (docs/product/search.md#header-search-bar): the shop's virtualised
 * article list, with the column the header gives (add-to-quote). As high as its rows, at
 * most 500 and at most what the window leaves under the bar. Its own chunk: the article
 * list loads with the first search, not with the header.
 */
type SearchResultsPanelProps = {
  articles: Article[];
  /** What the list's last columns hold: the header gives the add-to-quote field. */
  actionColumns: ArticleActionColumns;
};

export function SearchResultsPanel({ articles, actionColumns }: SearchResultsPanelProps) {
  const rowHeight = useWindowLayout(virtualRowHeight);
  const height = Math.max(
    rowHeight,
    Math.min(
      DEFAULT_VIRTUAL_LIST_HEIGHT,
      articles.length * rowHeight,
      window.innerHeight - VIEWPORT_RESERVE,
    ),
  );
  return (
    <ArticleList articles={articles} actionColumns={actionColumns} virtualized height={height} />
  );
}
