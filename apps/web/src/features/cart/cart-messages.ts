import {
  ARTICLES_ADDED,
  GENERIC_ERROR,
  REFERENCE_ADDED,
  REFERENCE_UNKNOWN,
} from '@labo/domain/messages';

// User-facing texts of the quote cart, in French (CONVENTIONS §7). SPEC §2 and §5 texts
// word for word (titles, columns, totals, the quick add hints); the rest is wording ours.
export const cartMessages = {
  articlesAdded: ARTICLES_ADDED,
  // Wording ours: SPEC §5 gives these rules English developer texts only.
  quantityTooLow: 'La quantité doit être au moins égale à 1.',
  quantityNotInteger: 'La quantité doit être un nombre entier de 1 à 9999.',
  addFailed: GENERIC_ERROR,
  /** Accessible name of the header's quote button, with the count the badge shows. */
  cartButtonLabel: (distinctCount: number) =>
    distinctCount === 0
      ? 'Mon devis, vide'
      : distinctCount === 1
        ? 'Mon devis, 1 article'
        : `Mon devis, ${distinctCount} articles`,

  // SPEC §2 route table: /cart and its other reading, /quote.
  cartTitle: 'Mon devis',
  quoteTitle: 'Ma demande de devis',
  // SPEC §2 article list: its Devis column with the add-to-quote field, and the cart's
  // own names of the Devis and Comp. columns.
  quoteColumn: 'Devis',
  quantity: 'Quantité',
  quantityFor: (label: string) => `Quantité pour ${label}`,
  addToQuoteFor: (label: string) => `Ajouter ${label} au devis`,
  addToQuote: 'AJOUTER AU DEVIS',
  quantityColumn: 'Quantité',
  actionsColumn: 'Actions',
  removeFor: (label: string) => `Retirer ${label} du devis`,
  linesTitle: 'Articles de mon devis',
  emptyTitle: 'Votre devis est vide',
  emptyText:
    'Ajoutez des articles depuis le catalogue, ou saisissez directement une référence ci-dessus.',
  browseCatalogue: 'Parcourir le catalogue',
  // SPEC §4/§5 quick add by reference.
  quickAddTitle: 'Ajout rapide par référence',
  referenceLabel: 'Référence',
  referencePlaceholder: 'Ex. DUR-100002',
  referenceHelp: 'Au moins 3 caractères',
  quickAddButton: 'Ajouter au devis',
  referenceUnknown: REFERENCE_UNKNOWN,
  referenceAdded: REFERENCE_ADDED,
  validate: 'VALIDER ET CONTINUER',
  /** Lines dropped by the refresh on open, because the shop no longer sells them. */
  articlesWithdrawn: (count: number) =>
    count === 1
      ? "1 article n'est plus disponible et a été retiré de votre devis"
      : `${count} articles ne sont plus disponibles et ont été retirés de votre devis`,
  close: 'Fermer',
} as const;
