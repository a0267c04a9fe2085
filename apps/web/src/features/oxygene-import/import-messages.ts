import type { ImportRun } from '@labo/domain/import-schemas';
import { GENERIC_ERROR, IMPORT_UPLOAD_FAILED } from '@labo/domain/messages';
import { formatPercent } from '@labo/domain/percent';

const count = new Intl.NumberFormat('fr-FR');

// User-facing texts of the import page, in French (docs/conventions.md#names-and-french-texts).
// The upload failure is the one of docs/product/import.md#import-page; the rest is wording
// ours.
export const importMessages = {
  title: 'Import oxygène',
  uploadTitle: 'Nouvel import',
  intro:
    'Choisissez le fichier CSV exporté depuis Oxygène, sans le modifier : il remplace le catalogue en ligne (articles créés, mis à jour ou retirés de la vente).',
  fileLabel: 'Fichier CSV (export Oxygène)',
  noFile: 'Aucun fichier choisi',
  check: 'VÉRIFIER LE FICHIER',
  checking: 'Vérification en cours...',
  importing: 'Import en cours...',
  started: 'Lecture du fichier en cours.',
  progressLabel: "Progression de l'import",
  progress: (read: number, total: number | null) =>
    total === null
      ? `Lignes lues : ${count.format(read)}`
      : `Lignes lues : ${count.format(read)} sur environ ${count.format(total)}`,
  progressStep: (percent: number) => `${formatPercent(percent)} des lignes lues`,
  reportTitle: "Compte rendu de l'import",
  reportReady: "Import terminé : le compte rendu s'affiche.",
  // The check (docs/product/import.md#check-before-import)
  checkTitle: 'Vérification du fichier',
  checkReady: "Vérification terminée : le compte rendu s'affiche.",
  checkPlain:
    "Rien n'a encore été modifié. Relisez le compte rendu, puis importez le fichier pour l'appliquer au catalogue.",
  confirmLabel: (withdrawn: string) =>
    `Pour confirmer, tapez le nombre d'articles retirés de la vente (${withdrawn})`,
  confirmMismatch: (withdrawn: string) => `Tapez ${withdrawn} pour confirmer l'import.`,
  confirm: 'IMPORTER LE FICHIER',
  cancel: 'ANNULER',
  uploadFailed: IMPORT_UPLOAD_FAILED,
  // History
  historyTitle: 'Historique des imports',
  historyEmpty: "Aucun import pour l'instant.",
  historyLoadFailed: GENERIC_ERROR,
  columns: {
    date: 'Date',
    file: 'Fichier',
    user: 'Administrateur',
    status: 'État',
    summary: 'Résumé',
    reason: 'Motif',
  },
  noUser: 'Ligne de commande ou démonstration',
  statuses: {
    applied: 'Appliqué',
    refused: 'Refusé',
    failed: 'Échoué',
  } satisfies Record<ImportRun['status'], string>,
  summary: (s: ImportRun['summary']) =>
    `${count.format(s.read)} lues, ${count.format(s.created)} créées, ${count.format(s.updated)} mises à jour, ${count.format(s.unchanged)} inchangées, ${count.format(s.withdrawn)} retirées, ${count.format(s.restored)} restaurées, ${count.format(s.rejected)} rejetées`,
  rejectedCsv: 'Lignes rejetées (CSV)',
  rejectedCsvOf: (fileName: string, date: string) =>
    `Lignes rejetées (CSV) de ${fileName} du ${date}`,
  downloadFailed: GENERIC_ERROR,
} as const;
