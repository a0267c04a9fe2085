import type { Article } from '@labo/domain/catalog-schemas';
import { Box } from '@mui/material';
import { clsx } from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import { stickyTableHeadSx } from '../table-header-styles';
import { useRowVirtualizer, virtualRowStyle } from '../use-row-virtualizer';
import { ArticleCard } from './article-card';
import { articleClasses as c } from './article-classes';
import type { ArticleActionColumns } from './article-columns';
import { articleListMessages } from './article-list-messages';
import { ArticleTableRow } from './article-table-row';

const HEADER_HEIGHT = 44;
/** Rows in the window when a list opens, whose pictures are fetched at once. */
const ROWS_ABOVE_FOLD = 4;
const aboveFold = (index: number) => index < ROWS_ABOVE_FOLD;

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
                    style={virtualRowStyle(item, HEADER_HEIGHT)}
                    aboveFold={aboveFold(item.index)}
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
                  aboveFold={aboveFold(index)}
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
    <Box role="rowgroup" sx={stickyTableHeadSx}>
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
  const card = (article: Article, index: number, style?: CSSProperties) => (
    <ArticleCard
      key={article.id}
      article={article}
      now={now}
      actionColumns={actionColumns}
      style={style}
      aboveFold={aboveFold(index)}
    />
  );
  if (!virtual) return list(articles.map((article, index) => card(article, index)));
  return (
    <Box
      ref={scrollRef}
      sx={{ height: virtual.height, overflowY: 'auto', overscrollBehavior: 'contain' }}
    >
      {list(
        virtualizer.getVirtualItems().map((item) => {
          const article = articles[item.index];
          return article ? card(article, item.index, virtualRowStyle(item)) : null;
        }),
        virtualizer.getTotalSize(),
      )}
    </Box>
  );
}
