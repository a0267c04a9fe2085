import type { Article } from '@labo/domain/catalog-schemas';
import type { ReactNode } from 'react';

/** A column of the article list: its header and what each row shows in it. */
type ArticleColumn = { label: string; render: (article: Article) => ReactNode };

/**
 * The list's last two columns, filled by the page that shows the list
 * (docs/product/catalogue.md#article-list-columns): Devis, the add-to-quote field on the
 * catalogue pages, the quantity in the cart; Comp., the discount badge unless the page puts
 * something else there (the cart's remove button).
 */
export type ArticleActionColumns = { quote: ArticleColumn; complement?: ArticleColumn };
