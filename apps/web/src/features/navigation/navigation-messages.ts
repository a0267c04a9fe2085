import { MENU_HINT } from '@labo/domain/messages';

// User-facing texts of the menus, in French (CONVENTIONS §7, SPEC §2).
export const navigationMessages = {
  menuLabel: 'Catégories du catalogue',
  home: 'Accueil',
  // SPEC §2: the mobile menu button reads CATÉGORIES.
  mobileButton: 'CATÉGORIES',
  mobileTitle: 'Catégories',
  closeMenu: 'Fermer le menu',
  hint: MENU_HINT,
  showSubCategories: (label: string) => `Sous-catégories de ${label}`,
  showUnderSubCategories: (label: string) => `Catégories détaillées de ${label}`,
  seeCategory: (label: string) => `Voir toute la catégorie ${label}`,
  seeSubCategory: (label: string) => `Tous les articles : ${label}`,
  loadError: "Le menu n'a pas pu être chargé.",
  retry: 'Réessayer',
} as const;
