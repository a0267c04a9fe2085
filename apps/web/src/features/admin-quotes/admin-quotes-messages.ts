import { GENERIC_ERROR } from '@labo/domain/messages';
import type { PipeStatus } from '@labo/domain/quote-status';

// User-facing texts of the admin quote lists and quote pages, in French
// (docs/conventions.md#names-and-french-texts). Titles and "MODIFIER L'ÉTAT" are those of
// docs/product/admin.md#quote-tracking, word for word; the rest is wording ours.
export const adminQuotesMessages = {
  titles: {
    PENDING: 'Nouveaux devis',
    ON_GOING: 'Devis en cours de traitement',
    ARCHIVED: 'Devis archivés',
  } satisfies Record<PipeStatus, string>,
  loadFailed: "Les devis n'ont pas pu être chargés.",
  exportCsv: 'EXPORTER (CSV)',
  exportXlsx: 'EXPORTER (EXCEL)',
  exportFailed: GENERIC_ERROR,
  // The quote's page
  pageTitle: (number: string) => `Devis n° ${number}`,
  backToList: (list: string) => `Retour à la liste « ${list} »`,
  quoteLoadFailed: "Le devis n'a pas pu être chargé.",
  quoteNotFound: "Ce devis n'existe pas.",
  lines: 'Articles du devis',
  sentBy: (who: string) => `Envoyé par ${who}`,
  // Customer and history blocks
  customer: 'Client',
  name: 'Nom',
  company: 'Société / laboratoire',
  orderReference: 'Référence du client (bon de commande)',
  email: 'Adresse e-mail',
  phone: 'Téléphone',
  comment: 'Commentaire',
  notGiven: 'Non renseigné',
  history: 'Historique des états',
  noHistory: "Aucun changement d'état pour l'instant.",
  historyBy: (who: string) => `par ${who}`,
  historyChange: 'Ancien état, puis nouvel état',
  unknownAdmin: 'Administrateur supprimé',
  // Status dialog
  changeStatus: "MODIFIER L'ÉTAT",
  statusDialogTitle: (number: string) => `Modifier l'état du devis n° ${number}`,
  statusChoice: 'Nouvel état',
  validate: 'VALIDER',
  cancel: 'ANNULER',
  changeFailed: GENERIC_ERROR,
} as const;
