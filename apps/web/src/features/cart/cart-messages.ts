import { ARTICLES_ADDED, GENERIC_ERROR } from '@labo/domain/messages';

// User-facing texts of the quote cart, in French (CONVENTIONS §7).
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
} as const;
