import { CATEGORY_NOT_FOUND } from '@labo/domain/messages';

// User-facing texts of the catalogue screens, in French (CONVENTIONS §7, SPEC §2).
export const catalogMessages = {
  categoriesTitle: 'Nos catégories',
  categoriesLoadError: "Les catégories n'ont pas pu être chargées. Veuillez réessayer.",
  retry: 'Réessayer',
  noCategories: 'Aucune catégorie à afficher',
  subCategoryCount: (count: number) =>
    count === 0
      ? 'Voir la catégorie'
      : count === 1
        ? '1 sous-catégorie'
        : `${count} sous-catégories`,
  categoryNotFound: CATEGORY_NOT_FOUND,
  subCategoriesTitle: 'Sous-catégories',
  breadcrumbLabel: "Fil d'Ariane",
  home: 'Accueil',
} as const;
