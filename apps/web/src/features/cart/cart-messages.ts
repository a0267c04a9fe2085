import {
  ARTICLES_ADDED,
  GENERIC_ERROR,
  QUANTITY_BELOW_ONE,
  QUANTITY_NOT_WHOLE,
  REFERENCE_ADDED,
  REFERENCE_UNKNOWN,
} from '@labo/domain/messages';
import { formatPercent } from '@labo/domain/percent';

import type { RepricedLine } from './cart-store';

function saleChange({ before, after }: RepricedLine): string {
  if (after === 0) return `remise de ${formatPercent(before)} terminée`;
  if (before === 0) return `remise de ${formatPercent(after)} appliquée`;
  return `remise passée de ${formatPercent(before)} à ${formatPercent(after)}`;
}

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/** What the check of a pasted list found, in one sentence (docs/product/cart.md#paste-a-list). */
function pasteSummary(counts: {
  found: number;
  unknown: number;
  withdrawn: number;
  problems: number;
}): string {
  const parts = [
    counts.found === 0
      ? 'Aucune référence trouvée'
      : counted(counts.found, 'référence trouvée', 'références trouvées'),
    counts.unknown > 0 ? counted(counts.unknown, 'inconnue', 'inconnues') : '',
    counts.withdrawn > 0 ? `${counted(counts.withdrawn, 'retirée', 'retirées')} de la vente` : '',
    counts.problems > 0 ? counted(counts.problems, 'ligne illisible', 'lignes illisibles') : '',
  ];
  return `${parts.filter(Boolean).join(', ')}.`;
}

// User-facing texts of the quote cart, in French
// (docs/conventions.md#names-and-french-texts). The product's texts word for word (titles,
// columns, the quick add hints: docs/product/cart.md); the rest is wording ours.
export const cartMessages = {
  articlesAdded: ARTICLES_ADDED,
  quantityTooLow: QUANTITY_BELOW_ONE,
  quantityNotInteger: QUANTITY_NOT_WHOLE,
  addFailed: GENERIC_ERROR,
  /**
   * Read after the header's "Mon devis" and its badge, never shown: the badge's number
   * becomes "4 articles", an empty cart says "vide" (docs/product/cart.md#cart-badge).
   */
  cartCountWords: (distinctCount: number) =>
    distinctCount === 0 ? ' vide' : distinctCount === 1 ? ' article' : ' articles',

  // /cart and its other reading, /quote (docs/product/cart.md#cart-page).
  cartTitle: 'Mon devis',
  quoteTitle: 'Ma demande de devis',
  // The article list's Devis column with the add-to-quote field, and the cart's own names
  // of the Devis and Comp. columns.
  quoteColumn: 'Devis',
  quantity: 'Quantité',
  quantityFor: (label: string) => `Quantité pour ${label}`,
  addToQuoteFor: (label: string) => `Ajouter ${label} au devis`,
  addToQuote: 'AJOUTER AU DEVIS',
  /** docs/product/catalogue.md#amount-field: shown when scripts do not run. */
  quoteNeedsScript: 'Activez JavaScript pour ajouter cet article à votre devis.',
  quantityColumn: 'Quantité',
  actionsColumn: 'Actions',
  removeFor: (label: string) => `Retirer ${label} du devis`,
  linesTitle: 'Articles de mon devis',
  emptyTitle: 'Votre devis est vide',
  emptyText:
    'Ajoutez des articles depuis le catalogue, ou saisissez directement une référence ci-dessus.',
  browseCatalogue: 'Parcourir le catalogue',
  // Quick add by reference (docs/product/cart.md#quick-add-by-reference).
  quickAddTitle: 'Ajout rapide par référence',
  referenceLabel: 'Référence',
  referencePlaceholder: 'Ex. DUR-100002',
  referenceHelp: 'Au moins 3 caractères',
  quickAddButton: 'AJOUTER AU DEVIS',
  referenceUnknown: REFERENCE_UNKNOWN,
  referenceAdded: REFERENCE_ADDED,
  // Paste a list (docs/product/cart.md#paste-a-list).
  pasteList: 'Coller une liste',
  pasteTitle: 'Coller une liste de références',
  pasteIntro:
    "Copiez les colonnes Référence et Quantité d'un tableur, ou écrivez une référence par ligne suivie de sa quantité. Sans quantité, une unité est ajoutée.",
  pasteLabel: 'Références et quantités',
  pasteCheck: 'VÉRIFIER LA LISTE',
  pasteAdd: 'AJOUTER AU DEVIS',
  cancel: 'ANNULER',
  pasteSummary,
  pasteFoundTitle: 'À ajouter au devis',
  pasteUnknownTitle: 'Références inconnues',
  pasteWithdrawnTitle: 'Articles retirés de la vente',
  pasteProblemsTitle: 'Lignes illisibles',
  pasteQuantity: (quantity: number) => `Quantité : ${quantity}`,
  pasteLine: (line: number, text: string) => `Ligne ${line} : ${text}`,
  validate: 'VALIDER ET CONTINUER',
  /** Lines dropped by the refresh on open, because the shop no longer sells them. */
  articlesWithdrawn: (count: number) =>
    count === 1
      ? "1 article n'est plus disponible et a été retiré de votre devis"
      : `${count} articles ne sont plus disponibles et ont été retirés de votre devis`,
  /** Lines whose campaign started or ended since they were added (docs/product/cart.md#campaign-changes). */
  repriced: (lines: readonly RepricedLine[]) => {
    const what =
      lines.length === 1
        ? 'Le prix de 1 article a changé depuis son ajout'
        : `Le prix de ${lines.length} articles a changé depuis leur ajout`;
    const each = lines.map((line) => `${line.label} (${saleChange(line)})`).join(', ');
    return `${what} : ${each}. Les prix et les totaux affichés sont ceux d'aujourd'hui.`;
  },
  close: 'Fermer',
} as const;
