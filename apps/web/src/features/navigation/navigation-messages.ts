import { MENU_HINT } from '@labo/domain/messages';

// User-facing texts of the menus, in French (docs/conventions.md#names-and-french-texts).
export const navigationMessages = {
  menuLabel: 'Catégories du catalogue',
  home: 'Accueil',
  // The mobile menu button reads CATÉGORIES (docs/product/catalogue.md#mobile-menu).
  mobileButton: 'CATÉGORIES',
  mobileTitle: 'Catégories',
  closeMenu: 'Fermer le menu',
  hint: MENU_HINT,
  showSubCategories: (label: string) => `Sous-catégories de ${label}`,
  showUnderSubCategories: (label: string) => `Catégories détaillées de ${label}`,
  seeCategory: (label: string) => `Voir toute la catégorie ${label}`,
  seeSubCategory: (label: string) => `Tous les articles : ${label}`,
  loadError: "Le menu n'a pas pu être chargé.",
  retry: 'RÉESSAYER',
} as const;
