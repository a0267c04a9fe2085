// French texts of the Oxygène import answer (docs/product/import.md#the-answer).
// The rejection wording follows the example of that page:
// `Ligne 17 : prix HT illisible « 12,3x » (article AB-123)`.

const decimalFormat = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const integerFormat = new Intl.NumberFormat('fr-FR');

export const formatCount = (n: number): string => integerFormat.format(n);

/** 1234 ms → "1,2 s". */
export const formatDuration = (ms: number): string => `${decimalFormat.format(ms / 1000)} s`;

// ---- The file as a whole (the first line of a refused import) ----

export const REFUSED_PREFIX = 'Import refusé : ';
export const NOTHING_APPLIED = "Aucune modification n'a été appliquée au catalogue.";
export const IMPORT_FILE_MISSING =
  'Aucun fichier reçu : choisissez le fichier CSV exporté depuis Oxygène (champ « file »).';
export const IMPORT_FILE_TOO_LARGE =
  "Le fichier dépasse 64 Mo : est-ce bien l'export CSV des articles, non modifié ?";
export const IMPORT_NOT_MULTIPART =
  'Le fichier doit être envoyé en multipart/form-data, dans le champ « file ».';
export const IMPORT_RUN_NOT_FOUND = 'Import introuvable.';
export const IMPORT_ALREADY_RUNNING =
  "Un import est déjà en cours : attendez qu'il se termine avant d'en lancer un autre.";
export const IMPORT_FAILED_UNEXPECTEDLY =
  "Import interrompu par une erreur inattendue : aucune modification n'a été appliquée au catalogue.";

export const FILE_EMPTY = 'le fichier est vide.';
export const FILE_WITHOUT_ARTICLES =
  "le fichier ne contient aucune ligne d'article après la ligne des colonnes : le catalogue entier serait retiré de la vente.";
export const noAcceptedLine = (rejected: number, example: string): string =>
  `aucune ligne d'article n'est utilisable (${formatCount(rejected)} ligne${rejected > 1 ? 's' : ''} rejetée${rejected > 1 ? 's' : ''}, par exemple « ${example} ») : le catalogue entier serait retiré de la vente.`;
export const unconfirmedRisk = (withdrawn: number): string =>
  `la vérification du fichier demande une confirmation (trop d'articles retirés de la vente ou trop de lignes rejetées) : vérifiez le fichier, puis confirmez l'import en indiquant le nombre d'articles retirés (${formatCount(withdrawn)}).`;
export const FILE_IS_SPREADSHEET =
  'le fichier est un classeur Excel, pas un CSV : dans Oxygène ou Excel, enregistrez-le au format « CSV (séparateur : point-virgule) ».';
export const FILE_IS_BINARY =
  "le fichier n'est pas un fichier texte CSV (il contient des données binaires, par exemple une image ou un PDF).";
export const FILE_NOT_ARTICLE_EXPORT =
  "la première ligne ne contient aucune des colonnes attendues (CODE, DESIG, PRIX_HT, FAMILLE…) : ce n'est pas un export CSV d'articles Oxygène.";
export const FILE_WRONG_SEPARATOR =
  "les colonnes ne sont pas séparées par des points-virgules : enregistrez l'export au format « CSV (séparateur : point-virgule) ».";

export function missingColumns(descriptions: string[]): string {
  return descriptions.length === 1
    ? `colonne obligatoire absente de la première ligne : ${descriptions[0]}.`
    : `colonnes obligatoires absentes de la première ligne : ${descriptions.join(', ')}.`;
}

export const csvQuoteNotClosed = (line: number): string =>
  `fichier CSV illisible : un guillemet ouvert ligne ${line} n'est jamais fermé.`;
export const csvRecordTooLong = (line: number, maxChars: number): string =>
  `fichier CSV illisible : la ligne ${line} dépasse ${formatCount(maxChars)} caractères.`;
export const csvUnreadable = (line: number, detail: string): string =>
  `fichier CSV illisible à la ligne ${line} (${detail}).`;

// ---- One rejected line ----

const about = (crmId: string) => ` (article ${crmId})`;

export const lineRejection = {
  missingCode: (line: number, label: string) =>
    `Ligne ${line} : CODE manquant${label ? ` (désignation « ${label} »)` : ''}`,
  duplicateCode: (line: number, crmId: string, firstLine: number) =>
    `Ligne ${line} : CODE ${crmId} déjà vu ligne ${firstLine}, ligne ignorée`,
  missingLabel: (line: number, crmId: string) =>
    `Ligne ${line} : désignation manquante${about(crmId)}`,
  missingCategory: (line: number, crmId: string, level: string) =>
    `Ligne ${line} : ${level} manquante${about(crmId)}`,
  missingPrice: (line: number, crmId: string) => `Ligne ${line} : prix HT manquant${about(crmId)}`,
  unreadablePrice: (line: number, crmId: string, value: string) =>
    `Ligne ${line} : prix HT illisible « ${value} »${about(crmId)}`,
  negativePrice: (line: number, crmId: string, value: string) =>
    `Ligne ${line} : prix HT négatif « ${value} »${about(crmId)}`,
  priceTooHigh: (line: number, crmId: string, value: string) =>
    `Ligne ${line} : prix HT trop élevé « ${value} »${about(crmId)}`,
  unreadableVat: (line: number, crmId: string, value: string) =>
    `Ligne ${line} : taux de TVA illisible « ${value} »${about(crmId)}`,
  unreadableDormant: (line: number, crmId: string, value: string) =>
    `Ligne ${line} : SOMMEIL illisible « ${value} », 1 ou 0 attendu${about(crmId)}`,
};

export const CATEGORY_LEVEL_NAMES = ['famille', 'sous-famille', 'sous-sous-famille'] as const;

export const moreRejections = (n: number): string =>
  `… et ${formatCount(n)} autre${n > 1 ? 's' : ''} ligne${n > 1 ? 's' : ''} rejetée${n > 1 ? 's' : ''}`;

// ---- Summary ----

export const appliedTitle = (fileName: string) => `Import appliqué : fichier « ${fileName} ».`;
export const checkTitle = (fileName: string) =>
  `Vérification du fichier « ${fileName} » : rien n'a encore été modifié. Si le fichier est importé :`;

// ---- Caution after a check (docs/product/import.md#check-before-import) ----

const percentFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

export const cautionMessages = {
  manyWithdrawn: (withdrawn: number, visible: number, limitPercent: number) =>
    `Attention : ${formatCount(withdrawn)} articles sur ${formatCount(visible)} en vente seraient retirés de la vente, soit ${percentFormat.format((withdrawn / visible) * 100)}\u00a0% du catalogue (au-delà de ${percentFormat.format(limitPercent)}\u00a0%). Est-ce bien l'export complet du catalogue ?`,
  moreRejectedThanAccepted: (rejected: number, accepted: number) =>
    `Attention : ${formatCount(rejected)} lignes rejetées pour ${formatCount(accepted)} lignes acceptées. Le fichier est-il bien l'export Oxygène non modifié ?`,
};

export const summaryLabels = {
  read: 'Articles lus',
  created: 'Articles créés',
  updated: 'Articles mis à jour',
  unchanged: 'Articles inchangés',
  withdrawn: 'Articles retirés de la vente',
  restored: 'Articles remis en vente',
  rejected: 'Lignes rejetées',
  categoriesCreated: 'Catégories créées',
  durationMs: 'Durée',
} as const;
