// User-facing texts of the admin area's frame, in French
// (docs/conventions.md#names-and-french-texts). Menu entries are those of
// docs/product/admin.md#admin-shell, word for word; the rest is wording ours.
export const adminShellMessages = {
  areaTitle: 'Administration',
  menuLabel: "Menu de l'administration",
  breadcrumbLabel: "Fil d'Ariane",
  home: 'Accueil',
  menu: {
    pending: 'Nouveaux devis',
    ongoing: 'Devis en cours',
    archived: 'Historique',
    users: 'Gestion des utilisateurs',
    campaigns: 'Gestion des promotions',
    import: 'Import oxygène',
  },
} as const;
