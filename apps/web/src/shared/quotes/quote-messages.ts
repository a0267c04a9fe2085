import { formatPercent } from '@labo/domain/percent';
import { ORDER_REFERENCE_LABEL } from '@labo/domain/quote-form-rules';
import type { QuoteSortKey } from '@labo/domain/quote-list-sort';

// User-facing texts of the quote lists and the quote dialog, in French
// (docs/conventions.md#names-and-french-texts). Column and sort names are those of
// docs/product/accounts.md#quote-list; the rest is wording ours.
export const quoteMessages = {
  listLabel: 'Devis',
  columns: {
    NUMBER: 'Numéro',
    DATE: 'Date',
    STATUS: 'État',
    ARTICLES: 'Articles',
    TOTAL: 'Total HT',
  } satisfies Record<QuoteSortKey, string>,
  sortKeys: {
    NUMBER: 'Numéro',
    DATE: 'Date',
    STATUS: 'État',
    ARTICLES: 'Nbr articles',
    TOTAL: 'Total HT',
  } satisfies Record<QuoteSortKey, string>,
  sortByColumn: (column: string) => `Trier par ${column}`,
  quoteCount: (count: number) => (count === 1 ? '1 devis' : `${count} devis`),
  noQuotes: 'Aucun devis à afficher',
  openQuote: (number: string) => `Voir le devis n° ${number}`,
  // Dialog
  dialogTitle: (number: string) => `Devis n° ${number}`,
  generalInfo: 'Informations générales',
  number: 'Numéro',
  creationDate: 'Date de création',
  status: 'État',
  deliveryAddress: 'Adresse de livraison',
  billingAddress: 'Adresse de facturation',
  noAddress: 'Non renseignée',
  lines: 'Articles du devis',
  lineColumns: {
    image: 'Image',
    article: 'Article',
    packing: 'Conditionnement',
    unitPrice: 'Prix unitaire HT',
    quantity: 'Quantité',
    total: 'Total HT',
  },
  discountBadge: (percentage: string) => `-${formatPercent(percentage)}`,
  discountLabel: (percentage: string) => `Remise de ${formatPercent(percentage)}`,
  totalHt: 'Total HT',
  close: 'FERMER',
  downloadPdf: 'TÉLÉCHARGER LE PDF',
  pdfFailed: "Le PDF du devis n'a pas pu être téléchargé : réessayez dans un instant.",
  validUntil: "Valable jusqu'au",
  orderReference: ORDER_REFERENCE_LABEL,
} as const;
