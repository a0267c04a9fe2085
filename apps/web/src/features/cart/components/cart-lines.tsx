import type { Article } from '@labo/domain/catalog-schemas';
import { type ReactNode, useMemo } from 'react';
import type { ArticleActionColumns } from '#shared/articles/article-columns.ts';
import { ArticleList } from '#shared/articles/article-list.tsx';
import type { CartLineRecord } from '#shared/local-db/local-db.ts';
import { cartMessages } from '../cart-messages';
import { CartQuantityField } from './cart-quantity-field';
import { CartRemoveButton } from './cart-remove-button';

/**
 * The cart's lines in the shop's article list: a table on wide screens, cards at 768 px or
 * less, with the cart's Quantité and Actions columns
 * (docs/product/catalogue.md#article-list-columns).
 */
export function CartLines({ lines }: { lines: CartLineRecord[] }) {
  const articles = useMemo(() => lines.map((line) => line.article), [lines]);
  const actionColumns = useMemo((): ArticleActionColumns => {
    const lineById = new Map(lines.map((line) => [line.id, line]));
    const ofLine = (render: (line: CartLineRecord) => ReactNode) => (article: Article) => {
      const line = lineById.get(article.id);
      return line ? render(line) : null;
    };
    return {
      quote: {
        label: cartMessages.quantityColumn,
        render: ofLine((line) => <CartQuantityField line={line} />),
      },
      complement: {
        label: cartMessages.actionsColumn,
        render: ofLine((line) => <CartRemoveButton line={line} />),
      },
    };
  }, [lines]);
  return <ArticleList articles={articles} actionColumns={actionColumns} />;
}
