import type { ArticleSortKey } from '@labo/domain/article-sort';
import { NO_ARTICLES } from '@labo/domain/messages';
import { formatPercent } from '@labo/domain/percent';

// User-facing texts of the article list and of the pieces the article page shares with it
// (pennant, prices, discount badge), in French
// (docs/conventions.md#names-and-french-texts). Column names are those of
// docs/product/catalogue.md#article-list-columns, word for word; the rest is wording ours.
export const articleListMessages = {
  noArticles: NO_ARTICLES,
  listLabel: 'Articles',
  /** The Devis column is named by the page that fills it (article-columns.ts). */
  columns: {
    image: 'Image',
    name: 'Nom/description',
    brand: 'Marque',
    reference: 'Ref',
    packaging: 'Cond.',
    price: 'Prix HT',
  },
  sortKeys: {
    NAME: 'Nom',
    BRAND: 'Marque',
    REF: 'Référence',
    COND: 'Conditionnement',
    HT: 'Prix HT',
  } satisfies Record<ArticleSortKey, string>,
  articleCount: (count: number) => (count === 1 ? '1 article' : `${count} articles`),
  shownOf: (shown: number, total: number) => `${shown} articles affichés sur ${total}`,
  showMore: (count: number) =>
    count === 1 ? "Afficher l'article suivant" : `Afficher les ${count} articles suivants`,
  featured: 'À la une',
  sale: 'Promo',
  /** docs/product/catalogue.md#discount-badge-and-pennant */
  discountBadge: (percentage: number) => `-${formatPercent(percentage)}`,
  discountLabel: (percentage: number) => `Remise de ${formatPercent(percentage)}`,
  basePriceLabel: 'Prix normal',
  salePriceLabel: 'Prix remisé',
  noPrice: 'Prix sur demande',
} as const;
