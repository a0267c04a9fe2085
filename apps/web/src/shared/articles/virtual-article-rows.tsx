import { useRowVirtualizer, virtualRowStyle } from '../use-row-virtualizer';
import {
  ArticleCardsFrame,
  ArticleTableFrame,
  articleCard,
  articleTableRow,
  HEADER_HEIGHT,
  type RowsProps,
} from './article-rows';

type VirtualRowsProps = RowsProps & { scrollHeight: number; rowHeight: number };

/**
 * The table of a long list in its scroll area, only the rows in view rendered
 * (docs/product/catalogue.md#list-layout). Its own module, loaded by the lists that need
 * it: the virtualiser is most of its weight, and short lists render every row.
 */
export function VirtualArticleTable(props: VirtualRowsProps) {
  const { articles, scrollHeight, rowHeight } = props;
  const { scrollRef, virtualizer } = useRowVirtualizer(
    articles.length,
    { height: scrollHeight, rowHeight },
    HEADER_HEIGHT,
  );
  return (
    <ArticleTableFrame
      {...props}
      scrollRef={scrollRef}
      bodyStyle={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const article = articles[item.index];
        return article
          ? articleTableRow(props, article, item.index, virtualRowStyle(item, HEADER_HEIGHT))
          : null;
      })}
    </ArticleTableFrame>
  );
}

/** The cards of a long list in their scroll area, only those in view rendered. */
export function VirtualArticleCards(props: VirtualRowsProps) {
  const { articles, scrollHeight, rowHeight } = props;
  const { scrollRef, virtualizer } = useRowVirtualizer(
    articles.length,
    { height: scrollHeight, rowHeight },
    0,
  );
  return (
    <ArticleCardsFrame
      scrollHeight={scrollHeight}
      scrollRef={scrollRef}
      listHeight={virtualizer.getTotalSize()}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const article = articles[item.index];
        return article ? articleCard(props, article, item.index, virtualRowStyle(item)) : null;
      })}
    </ArticleCardsFrame>
  );
}
