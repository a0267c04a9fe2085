import type { Article } from '@labo/domain/catalog-schemas';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { stickyTableHeadSx, tableHeaderRowSx } from '../table-header-styles';
import { useRowVirtualizer, virtualRowStyle } from '../use-row-virtualizer';
import { ArticleCard } from './article-card';
import type { ArticleActionColumns } from './article-columns';
import { articleListMessages } from './article-list-messages';
import { TABLE_COLUMN_GAP, TABLE_COLUMNS, TABLE_MIN_WIDTH } from './article-styles';
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
        overflow: 'auto',
        height: virtual ? virtual.height + HEADER_HEIGHT : undefined,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        role="table"
        aria-label={articleListMessages.listLabel}
        aria-rowcount={rowCount + 1}
        sx={{ minWidth: TABLE_MIN_WIDTH }}
      >
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
  const headers: { label: string; align?: 'right' | 'center' }[] = [
    { label: columns.image },
    { label: columns.name },
    { label: columns.brand },
    { label: columns.reference },
    { label: columns.packaging },
    { label: columns.price, align: 'right' },
    { label: actionColumns.quote.label },
    { label: actionColumns.complement?.label ?? columns.complement, align: 'center' },
  ];
  return (
    <Box role="rowgroup" sx={stickyTableHeadSx}>
      <Box
        role="row"
        aria-rowindex={1}
        sx={{
          ...tableHeaderRowSx(TABLE_COLUMNS, HEADER_HEIGHT),
          columnGap: TABLE_COLUMN_GAP,
          px: 1.5,
        }}
      >
        {headers.map((header) => (
          <Box
            key={header.label}
            role="columnheader"
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
              style={virtualRowStyle(item)}
            />
          );
        }),
        virtualizer.getTotalSize(),
      )}
    </Box>
  );
}
