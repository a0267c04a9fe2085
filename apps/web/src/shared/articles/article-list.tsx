import { DEFAULT_ARTICLE_SORT, sortArticles } from '@labo/domain/article-sort';
import type { Article } from '@labo/domain/catalog-schemas';
import { Box, Typography } from '@mui/material';
import { lazy, Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_VIRTUAL_LIST_HEIGHT } from '#config/ui.ts';
import { HydrateInTurn } from '../server-render/hydrate-in-turn';
import { useWindowLayout } from '../use-window-width';
import { articleClasses } from './article-classes';
import type { ArticleActionColumns } from './article-columns';
import { articleListMessages } from './article-list-messages';
import { ArticleCards, ArticleTable } from './article-rows';
import { type ArticleSort, ArticleSortBar } from './article-sort-bar';
import { ArticleStyles } from './article-styles';
import { isNarrowWindow, virtualRowHeight } from './list-layout';
import { ARTICLE_LIST_STEP, firstRows, SHOWN_PARAM, ShowMoreArticles } from './show-more-articles';

// The virtualiser, loaded by the lists long enough to need it: the home page's featured
// articles are a few, and their page downloads less (docs/performance.md#what-the-first-page-no-longer-downloads).
const VirtualArticleTable = lazy(async () => ({
  default: (await import('./virtual-article-rows')).VirtualArticleTable,
}));
const VirtualArticleCards = lazy(async () => ({
  default: (await import('./virtual-article-rows')).VirtualArticleCards,
}));

/** Up to this many articles, a list in a scroll area renders them all, without the virtualiser. */
const VIRTUAL_FROM = ARTICLE_LIST_STEP + 1;

export type ArticleListProps = {
  articles: Article[];
  actionColumns: ArticleActionColumns;
  /** Virtualised mode for long lists: search results and featured articles. */
  virtualized?: boolean;
  /**
   * Height of the virtualised scroll area; 500 by default
   * (docs/product/catalogue.md#list-layout).
   */
  height?: number;
  emptyText?: string;
  /**
   * The articles come in the default order, as the catalogue's answers do
   * (docs/product/catalogue.md#article-sort): shown as they come until another order is
   * chosen, without comparing their names (docs/performance.md#the-french-collator).
   */
  inDefaultOrder?: boolean;
  /**
   * Cards or the table whatever the window's width: for a list in a panel narrower than the
   * window (docs/product/look-and-feel.md#widths). By the window's width when absent.
   */
  layout?: 'cards' | 'table';
};

/**
 * The one article list of the shop (docs/product/catalogue.md#article-list): a table on
 * wide screens, cards at 768 px or less, sorted by "Trier par" with featured articles
 * first. The catalogue pages, the search, the home page and the cart all show it, each with
 * its own action columns (the add-to-quote field, the cart's quantity): it is shared so
 * that none of them imports another.
 */
export function ArticleList({
  articles,
  virtualized = false,
  height = DEFAULT_VIRTUAL_LIST_HEIGHT,
  emptyText = articleListMessages.noArticles,
  actionColumns,
  layout,
  inDefaultOrder = false,
}: ArticleListProps) {
  const [sort, setSort] = useState<ArticleSort>(DEFAULT_ARTICLE_SORT);
  const [searchParams] = useSearchParams();
  const [shown, setShown] = useState(() => firstRows(searchParams.get(SHOWN_PARAM)));
  const listRef = useRef<HTMLDivElement>(null);
  // Index of the article to focus once added by the "show more" link, for keyboard users.
  const focusIndex = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (focusIndex.current === null) return;
    const links = listRef.current?.querySelectorAll<HTMLElement>(`.${articleClasses.name}`);
    links?.[focusIndex.current]?.focus();
    focusIndex.current = null;
  });
  const sorted = useMemo(
    () =>
      inDefaultOrder && isDefaultSort(sort)
        ? articles
        : sortArticles(articles, sort.key, sort.direction),
    [articles, sort, inDefaultOrder],
  );
  const narrowWindow = useWindowLayout(isNarrowWindow);
  const rowHeight = useWindowLayout(virtualRowHeight);

  if (articles.length === 0) return <EmptyArticleList text={emptyText} />;

  const now = new Date();
  const scrollHeight = virtualized ? height : undefined;
  const cards = layout ? layout === 'cards' : narrowWindow;
  const virtual = virtualized && sorted.length >= VIRTUAL_FROM;
  // A list in a scroll area renders every row, or only those in view when long; a plain
  // one renders in steps.
  const rows = virtualized ? sorted : sorted.slice(0, shown);
  const rowsProps = { articles: rows, rowCount: sorted.length, now, scrollHeight, actionColumns };
  const Rows = cards ? ArticleCards : ArticleTable;
  const VirtualRows = cards ? VirtualArticleCards : VirtualArticleTable;
  const changeSort = (next: ArticleSort) => {
    setSort(next);
    // A new order starts again from its first rows.
    setShown(ARTICLE_LIST_STEP);
  };
  return (
    <Box ref={listRef}>
      <ArticleStyles />
      {/* The sort bar and the rows' frame each taken over in a turn of their own, after the
          page's head: in the page's turn they made it one of its longest tasks
          (docs/decisions/027-server-rendering.md). */}
      <HydrateInTurn>
        <ArticleSortBar sort={sort} onChange={changeSort} count={articles.length} />
      </HydrateInTurn>
      {virtual ? (
        // Until the virtualiser has loaded, the first rows in the same scroll area.
        <Suspense fallback={<Rows {...rowsProps} articles={rows.slice(0, ARTICLE_LIST_STEP)} />}>
          <VirtualRows {...rowsProps} scrollHeight={height} rowHeight={rowHeight} />
        </Suspense>
      ) : (
        <HydrateInTurn>
          <Rows {...rowsProps} />
        </HydrateInTurn>
      )}
      {rows.length < sorted.length ? (
        <ShowMoreArticles
          shown={rows.length}
          total={sorted.length}
          onMore={(byUser) => {
            if (byUser) focusIndex.current = rows.length;
            setShown(rows.length + ARTICLE_LIST_STEP);
          }}
        />
      ) : null}
    </Box>
  );
}

function isDefaultSort(sort: ArticleSort): boolean {
  return sort.key === DEFAULT_ARTICLE_SORT.key && sort.direction === DEFAULT_ARTICLE_SORT.direction;
}

/** A list without articles says so in a dashed box where its rows would be. */
function EmptyArticleList({ text }: { text: string }) {
  return (
    <Box
      sx={{
        p: 3,
        textAlign: 'center',
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
