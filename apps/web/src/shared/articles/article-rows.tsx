import type { Article } from '@labo/domain/catalog-schemas';
import { Box } from '@mui/material';
import { clsx } from 'clsx';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { HydrateInTurn } from '#shared/server-render/hydrate-in-turn.tsx';
import { stickyTableHeadSx } from '../table-header-styles';
import { ArticleCard } from './article-card';
import { articleClasses as c } from './article-classes';
import type { ArticleActionColumns } from './article-columns';
import { articleListMessages } from './article-list-messages';
import { ArticleTableRow } from './article-table-row';

export const HEADER_HEIGHT = 44;
/** Rows in the window when a list opens, whose pictures are fetched at once. */
const ROWS_ABOVE_FOLD = 4;

export type RowsProps = {
  /** The rows to render: all of them, or the first ones of a list shown in steps. */
  articles: Article[];
  /** Articles in the whole list (ARIA row count). */
  rowCount: number;
  now: Date;
  /** Lists in a scroll area of their own (search results, featured articles) give its height. */
  scrollHeight?: number | undefined;
  actionColumns: ArticleActionColumns;
};

type TableFrameProps = Pick<RowsProps, 'rowCount' | 'scrollHeight' | 'actionColumns'> & {
  scrollRef?: Ref<HTMLDivElement>;
  /** The row group's own style: a virtualised list sizes it to all its rows. */
  bodyStyle?: CSSProperties;
  children: ReactNode;
};

/**
 * The table of articles on wide screens around its rows, in its scroll area when it has one
 * (docs/product/catalogue.md#list-layout).
 */
export function ArticleTableFrame({
  rowCount,
  scrollHeight,
  actionColumns,
  scrollRef,
  bodyStyle,
  children,
}: TableFrameProps) {
  return (
    <Box
      ref={scrollRef}
      sx={{
        // Columns fold rather than overflow: the table never scrolls sideways
        // (docs/product/catalogue.md#article-list-columns).
        overflowX: 'hidden',
        overflowY: scrollHeight ? 'auto' : 'visible',
        height: scrollHeight ? scrollHeight + HEADER_HEIGHT : undefined,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Box role="table" aria-label={articleListMessages.listLabel} aria-rowcount={rowCount + 1}>
        <TableHeader actionColumns={actionColumns} />
        <Box role="rowgroup" style={bodyStyle}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}

type ItemProps = Pick<RowsProps, 'now' | 'actionColumns'>;

/** What a row and a card take; `index` counts from 0 among all articles of the list. */
const itemProps = (props: ItemProps, article: Article, index: number, style?: CSSProperties) => ({
  article,
  now: props.now,
  actionColumns: props.actionColumns,
  style,
  aboveFold: index < ROWS_ABOVE_FOLD,
});

/** One row of the table. */
export function articleTableRow(
  props: ItemProps,
  article: Article,
  index: number,
  style?: CSSProperties,
) {
  return (
    <HydrateInTurn key={article.id}>
      <ArticleTableRow {...itemProps(props, article, index, style)} rowIndex={index + 2} />
    </HydrateInTurn>
  );
}

/** Every row given, in the table (the list shows long lists in steps, or virtualised). */
export function ArticleTable(props: RowsProps) {
  return (
    <ArticleTableFrame {...props}>
      {props.articles.map((article, index) => articleTableRow(props, article, index))}
    </ArticleTableFrame>
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

type CardsFrameProps = Pick<RowsProps, 'scrollHeight'> & {
  scrollRef?: Ref<HTMLDivElement>;
  /** The list's own height: a virtualised list's is that of all its cards. */
  listHeight?: number;
  children: ReactNode;
};

/** The cards on narrow screens, in their scroll area when they have one. */
export function ArticleCardsFrame({
  scrollHeight,
  scrollRef,
  listHeight,
  children,
}: CardsFrameProps) {
  const list = (
    <Box
      component="ul"
      aria-label={articleListMessages.listLabel}
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        position: listHeight ? 'relative' : undefined,
        height: listHeight,
      }}
    >
      {children}
    </Box>
  );
  if (!scrollHeight) return list;
  return (
    <Box
      ref={scrollRef}
      sx={{ height: scrollHeight, overflowY: 'auto', overscrollBehavior: 'contain' }}
    >
      {list}
    </Box>
  );
}

/** One card. */
export function articleCard(
  props: ItemProps,
  article: Article,
  index: number,
  style?: CSSProperties,
) {
  return (
    <HydrateInTurn key={article.id}>
      <ArticleCard {...itemProps(props, article, index, style)} />
    </HydrateInTurn>
  );
}

/** Every card given (docs/product/catalogue.md#list-layout). */
export function ArticleCards(props: RowsProps) {
  return (
    <ArticleCardsFrame scrollHeight={props.scrollHeight}>
      {props.articles.map((article, index) => articleCard(props, article, index))}
    </ArticleCardsFrame>
  );
}
