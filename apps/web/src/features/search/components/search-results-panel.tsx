import type { Article } from '@labo/domain/catalog-schemas';
import { DEFAULT_VIRTUAL_LIST_HEIGHT } from '@labo/domain/limits';
import { virtualRowHeight } from '@labo/domain/list-layout';
import { ArticleList } from '#features/articles/components/article-list.tsx';
import { useWindowWidth } from '#shared/use-window-width.ts';

/** Room kept above and below the list for the header, the results line and the sort bar. */
const VIEWPORT_RESERVE = 280;

/**
 * The search results (SPEC §2): the shop's virtualised article list, with add-to-quote.
 * As high as its rows, at most 500 and at most what the window leaves under the bar.
 * Its own chunk: the article list loads with the first search, not with the header.
 */
export function SearchResultsPanel({ articles }: { articles: Article[] }) {
  const windowWidth = useWindowWidth();
  const rowHeight = virtualRowHeight(windowWidth);
  const height = Math.max(
    rowHeight,
    Math.min(
      DEFAULT_VIRTUAL_LIST_HEIGHT,
      articles.length * rowHeight,
      window.innerHeight - VIEWPORT_RESERVE,
    ),
  );
  return <ArticleList articles={articles} virtualized height={height} />;
}
