import { CHANGES_SAVED, DELETION_DONE, GENERIC_ERROR } from '@labo/domain/messages';

// User-facing texts of user management, in French (docs/conventions.md#names-and-french-texts).
// The title and the snackbars are those of docs/product/admin.md#user-management, word for
// word; the rest is wording ours.
export const userManagementMessages = {
  title: 'Gestion des utilisateurs',
  usersTitle: 'Utilisateurs',
  search: 'Rechercher un utilisateur',
  searchHelp: 'À partir de 2 caractères : prénom, nom, e-mail ou téléphone (premier mot).',
  userCount: (shown: number, total: number) =>
    shown === total ? `${total} utilisateur(s)` : `${shown} utilisateur(s) sur ${total}`,
  noUsers: 'Aucun utilisateur ne correspond à cette recherche.',
  loadFailed: "La liste n'a pas pu être chargée.",
  columns: {
    id: 'Id',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    verified: 'Vérifié',
    actions: 'Actions',
  },
  verified: 'Oui',
  notVerified: 'Non',
  admin: 'admin',
  delete: (email: string) => `Supprimer ${email}`,
  deleteTitle: 'Supprimer cet utilisateur ?',
  deleteText: (email: string) =>
    `Le compte ${email} sera supprimé définitivement. Ses devis restent enregistrés, avec les coordonnées de leur envoi.`,
  deleteConfirm: 'SUPPRIMER',
  cancel: 'ANNULER',
  deleted: DELETION_DONE,
  failed: GENERIC_ERROR,
  // Staff e-mails
  staffTitle: 'Adresses e-mail du personnel',
  staffHelp:
    'Ces adresses reçoivent chaque nouvelle demande de devis et chaque message de contact (20 au plus).',
  staffAddress: (index: number) => `Adresse ${index}`,
  staffRemove: (address: string) => `Retirer ${address || 'cette adresse'}`,
  staffAdd: 'AJOUTER UNE ADRESSE',
  staffEmpty: 'Aucune adresse : le personnel ne reçoit aucun e-mail.',
  save: 'ENREGISTRER',
  saved: CHANGES_SAVED,
} as const;
