import type { Article } from '@labo/domain/catalog-schemas';
import { Box } from '@mui/material';
import { type Rect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { clsx } from 'clsx';
import { type ReactNode, useEffect, useRef } from 'react';
import { LIST_OVERSCAN } from '#config/ui.ts';
import { ArticleCard } from './article-card';
import { articleClasses as c } from './article-classes';
import type { ArticleActionColumns } from './article-columns';
import { articleListMessages } from './article-list-messages';
import { ArticleTableRow } from './article-table-row';

const HEADER_HEIGHT = 44;

type RowsProps = {
  /** The rows to render: all of them, or the first ones of a list shown in steps. */
  articles: Article[];
  /** Articles in the whole list (ARIA row count). */
  rowCount: number;
  now: Date;
  /** Virtualised lists pass the height of their scroll area and of each row. */
  virtual?: { height: number; rowHeight: number };
  actionColumns: ArticleActionColumns;
};

/**
 * The virtualiser reads the scroll area's size from the DOM. Our area has a fixed height,
 * so report that height instead: the first paint shows its rows at once, and so does
 * jsdom, which has no layout at all. The width is only read by horizontal lists: reading
 * it anyway forced a layout of the whole page during the first render (about 35 ms).
 */
function fixedViewport(height: number) {
  return (_instance: Virtualizer<HTMLDivElement, Element>, onChange: (rect: Rect) => void) => {
    onChange({ width: 0, height });
    return () => {};
  };
}

function useRowVirtualizer(count: number, virtual: RowsProps['virtual'], scrollMargin: number) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const viewport = virtual?.height ?? 0;
  const rowHeight = virtual?.rowHeight ?? 0;
  const virtualizer = useVirtualizer({
    count: virtual ? count : 0,
    // A plain list has no scroll element to give: the virtualiser would scroll it on mount,
    // forcing a layout of the whole page in the middle of the first render.
    getScrollElement: () => (virtual ? scrollRef.current : null),
    estimateSize: () => rowHeight,
    overscan: LIST_OVERSCAN,
    scrollMargin,
    initialRect: { width: 0, height: viewport + scrollMargin },
    observeElementRect: fixedViewport(viewport + scrollMargin),
  });
  // Rows change height at the 768 px breakpoint: drop the cached sizes.
  useEffect(() => {
    if (rowHeight > 0) virtualizer.measure();
  }, [virtualizer, rowHeight]);
  return { scrollRef, virtualizer };
}

/**
 * The table of articles on wide screens, plain or virtualised
 * (docs/product/catalogue.md#list-layout).
 */
export function ArticleTable({ articles, rowCount, now, virtual, actionColumns }: RowsProps) {
  const { scrollRef, virtualizer } = useRowVirtualizer(articles.length, virtual, HEADER_HEIGHT);
  const items = virtual ? virtualizer.getVirtualItems() : [];
  return (
    <Box
      ref={scrollRef}
      sx={{
        // Columns fold rather than overflow: the table never scrolls sideways
        // (docs/product/catalogue.md#article-list-columns).
        overflowX: 'hidden',
        overflowY: virtual ? 'auto' : 'visible',
        height: virtual ? virtual.height + HEADER_HEIGHT : undefined,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Box role="table" aria-label={articleListMessages.listLabel} aria-rowcount={rowCount + 1}>
        <TableHeader actionColumns={actionColumns} />
        <Box
          role="rowgroup"
          sx={virtual ? { position: 'relative', height: virtualizer.getTotalSize() } : undefined}
        >
          {virtual
            ? items.map((item) => {
                const article = articles[item.index];
                if (!article) return null;
                return (
                  <ArticleTableRow
                    key={article.id}
                    article={article}
                    now={now}
                    actionColumns={actionColumns}
                    rowIndex={item.index + 2}
                    style={{
                      position: 'absolute',
                      top: 0,
                      left: 0,
                      width: '100%',
                      height: item.size,
                      transform: `translateY(${item.start - HEADER_HEIGHT}px)`,
                    }}
                  />
                );
              })
            : articles.map((article, index) => (
                <ArticleTableRow
                  key={article.id}
                  article={article}
                  now={now}
                  actionColumns={actionColumns}
                  rowIndex={index + 2}
                />
              ))}
        </Box>
      </Box>
    </Box>
  );
}

function TableHeader({ actionColumns }: Pick<RowsProps, 'actionColumns'>) {
  const { columns } = articleListMessages;
  const { complement } = actionColumns;
  const headers: { label: string; align?: 'right' | 'center'; foldable?: boolean }[] = [
    { label: columns.image },
    { label: columns.name },
    { label: columns.brand, foldable: true },
    { label: columns.reference },
    { label: columns.packaging, foldable: true },
    { label: columns.price, align: 'right' },
    { label: actionColumns.quote.label },
    ...(complement ? [{ label: complement.label, align: 'center' as const }] : []),
  ];
  return (
    <Box role="rowgroup" sx={{ position: 'sticky', top: 0, zIndex: 2, bgcolor: '#EEF3F8' }}>
      <Box
        role="row"
        aria-rowindex={1}
        className={clsx(c.grid, complement && c.gridComplement)}
        sx={{ height: HEADER_HEIGHT, borderBottom: 1, borderColor: 'divider' }}
      >
        {headers.map((header) => (
          <Box
            key={header.label}
            role="columnheader"
            className={header.foldable ? c.foldable : undefined}
            sx={{
              fontSize: '0.8125rem',
              fontWeight: 700,
              color: 'text.secondary',
              textAlign: header.align ?? 'left',
              whiteSpace: 'nowrap',
            }}
          >
            {header.label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The cards on narrow screens, plain or virtualised (docs/product/catalogue.md#list-layout). */
export function ArticleCards({ articles, now, virtual, actionColumns }: RowsProps) {
  const { scrollRef, virtualizer } = useRowVirtualizer(articles.length, virtual, 0);
  const list = (children: ReactNode, height?: number) => (
    <Box
      component="ul"
      aria-label={articleListMessages.listLabel}
      sx={{ m: 0, p: 0, listStyle: 'none', position: height ? 'relative' : undefined, height }}
    >
      {children}
    </Box>
  );
  if (!virtual) {
    return list(
      articles.map((article) => (
        <ArticleCard key={article.id} article={article} now={now} actionColumns={actionColumns} />
      )),
    );
  }
  return (
    <Box
      ref={scrollRef}
      sx={{ height: virtual.height, overflowY: 'auto', overscrollBehavior: 'contain' }}
    >
      {list(
        virtualizer.getVirtualItems().map((item) => {
          const article = articles[item.index];
          if (!article) return null;
          return (
            <ArticleCard
              key={article.id}
              article={article}
              now={now}
              actionColumns={actionColumns}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: item.size,
                transform: `translateY(${item.start}px)`,
              }}
            />
          );
        }),
        virtualizer.getTotalSize(),
      )}
    </Box>
  );
}
