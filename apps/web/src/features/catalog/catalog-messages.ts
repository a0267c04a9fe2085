import {
  ARTICLE_NOT_FOUND,
  CATEGORY_NOT_FOUND,
  NO_ARTICLES,
  REDIRECTING,
  SUB_CATEGORY_NOT_FOUND,
  UNDER_SUB_CATEGORY_NOT_FOUND,
} from '@labo/domain/messages';
import type { CatalogLevel } from '#shared/categories/catalog-tree.ts';

// User-facing texts of the catalogue screens, in French
// (docs/conventions.md#names-and-french-texts).
export const catalogMessages = {
  // The pages' descriptions for search engines (docs/product/catalogue.md#page-heads).
  categoryDescription: (label: string, subCategories: readonly string[]) =>
    `${label} : ${subCategories.join(', ')}. Matériel de laboratoire aux prix HT, devis en ligne.`,
  listDescription: (label: string, count: number | undefined) =>
    `${label}${count === undefined ? '' : ` : ${count} article${count > 1 ? 's' : ''}`}. Références, conditionnements et prix HT, devis en ligne.`,
  categoriesTitle: 'Nos catégories',
  categoriesLoadError: "Les catégories n'ont pas pu être chargées. Veuillez réessayer.",
  articlesLoadError: "Les articles n'ont pas pu être chargés. Veuillez réessayer.",
  retry: 'RÉESSAYER',
  noCategories: 'Aucune catégorie à afficher',
  subCategoryCount: (count: number) =>
    count === 0
      ? 'Voir la catégorie'
      : count === 1
        ? '1 sous-catégorie'
        : `${count} sous-catégories`,
  categorySummary: (subCount: number, underSubCount: number) =>
    [
      subCount === 1 ? '1 sous-catégorie' : `${subCount} sous-catégories`,
      underSubCount === 1 ? '1 catégorie détaillée' : `${underSubCount} catégories détaillées`,
    ].join(' · '),
  categoryIntro:
    'Choisissez une sous-catégorie pour voir ses articles, ou allez directement à une catégorie détaillée.',
  subCategoriesTitle: 'Sous-catégories',
  underSubCategoriesTitle: 'Catégories détaillées',
  articlesTitle: 'Articles',
  breadcrumbLabel: "Fil d'Ariane",
  home: 'Accueil',
  noArticles: NO_ARTICLES,
  redirecting: REDIRECTING,
  articleNotFound: ARTICLE_NOT_FOUND,
  categoryNotFound: CATEGORY_NOT_FOUND,
  notFoundText: "Cette page du catalogue n'existe pas ou a été déplacée.",
  backHome: "Retour à l'accueil",
  categoryImageAlt: (label: string) => `Illustration de la catégorie ${label}`,
} as const;

/** The not-found texts, one per level of the tree (docs/product/catalogue.md#not-found-texts). */
export const notFoundByLevel: Record<CatalogLevel, string> = {
  category: CATEGORY_NOT_FOUND,
  subCategory: SUB_CATEGORY_NOT_FOUND,
  underSubCategory: UNDER_SUB_CATEGORY_NOT_FOUND,
};
