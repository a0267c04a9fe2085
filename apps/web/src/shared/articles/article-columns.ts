import type { Article } from '@labo/domain/catalog-schemas';
import type { ReactNode } from 'react';

/** A column of the article list: its header and what each row shows in it. */
type ArticleColumn = { label: string; render: (article: Article) => ReactNode };

/**
 * The list's last columns, filled by the page that shows the list
 * (docs/product/catalogue.md#article-list-columns): Devis, the add-to-quote field on the
 * catalogue pages, the quantity in the cart; and, only when the page has one, a last
 * column of its own (the cart's remove button, "Actions").
 */
export type ArticleActionColumns = { quote: ArticleColumn; complement?: ArticleColumn };
