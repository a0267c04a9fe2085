import {
  CHANGES_SAVED,
  DELETION_DONE,
  GENERIC_ERROR,
  REFERENCE_UNKNOWN,
} from '@labo/domain/messages';
import { formatPercent } from '@labo/domain/percent';

// User-facing texts of the campaign page, in French (docs/conventions.md#names-and-french-texts).
// The snackbars are those of docs/product/promotions.md#campaign-messages, word for word;
// the rest is wording ours.
export const campaignMessages = {
  title: 'Gestion des promotions',
  groups: { ongoing: 'En cours', future: 'À venir', ended: 'Terminées' },
  noCampaign: 'Aucune campagne.',
  loadFailed: "La liste des campagnes n'a pas pu être chargée.",
  period: (start: string, end: string) => `Du ${start} au ${end}`,
  percentage: (percentage: number) => `-${formatPercent(percentage)}`,
  articleCount: (count: number) => (count === 1 ? '1 article' : `${count} articles`),
  // Create
  createTitle: 'Nouvelle campagne',
  titleLabel: 'Titre',
  percentageLabel: 'Pourcentage de remise',
  startLabel: 'Premier jour',
  endLabel: 'Dernier jour',
  create: 'ENREGISTRER LA CAMPAGNE',
  created: 'La nouvelle campagne a été enregistrée',
  // Edit, close, delete
  edit: (title: string) => `Modifier la campagne ${title}`,
  editButton: 'MODIFIER',
  editTitle: 'Modifier la campagne',
  editHelp: 'Un titre, et un pourcentage entier strictement compris entre 0 et 99.',
  validate: 'VALIDER',
  cancel: 'ANNULER',
  saved: CHANGES_SAVED,
  closeButton: 'CLÔTURER',
  close: (title: string) => `Clôturer la campagne ${title}`,
  closed: 'clôture effectuée',
  closeTitle: 'Clôturer cette campagne ?',
  closeText: (title: string) =>
    `La campagne « ${title} » prendra fin immédiatement ; ses articles retrouveront aussitôt leur prix habituel.`,
  closeConfirm: 'CLÔTURER',
  deleteButton: 'SUPPRIMER',
  delete: (title: string) => `Supprimer la campagne ${title}`,
  deleteTitle: 'Supprimer cette campagne ?',
  deleteText: (title: string) =>
    `La campagne « ${title} » et ses liens aux articles seront supprimés définitivement. Les devis déjà envoyés gardent leur remise.`,
  deleteConfirm: 'SUPPRIMER',
  deleted: DELETION_DONE,
  failed: GENERIC_ERROR,
  // Articles
  showArticles: (count: number) => `Voir les articles (${count})`,
  hideArticles: 'Masquer les articles',
  articlesOf: (title: string) => `Articles de la campagne ${title}`,
  noArticles: 'Aucun article dans cette campagne.',
  actionsColumn: 'Actions',
  removeArticle: (label: string) => `Retirer ${label} de la campagne`,
  articleRemoved: 'Article retiré de la campagne',
  referenceLabel: "Référence de l'article",
  addArticle: 'AJOUTER',
  articleAdded: 'Article ajouté à la campagne',
  referenceUnknown: REFERENCE_UNKNOWN,
} as const;
