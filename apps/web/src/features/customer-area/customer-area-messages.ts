import { GENERIC_ERROR } from '@labo/domain/messages';

// User-facing texts of the customer area, in French
// (docs/conventions.md#names-and-french-texts). Menu entries and snackbars quoted by
// docs/product/accounts.md are word for word; the rest is wording ours.
export const customerAreaMessages = {
  areaTitle: 'Mon compte',
  menuLabel: 'Menu de mon compte',
  infos: 'Mes informations personnelles',
  logout: 'Déconnexion',
  quotes: 'Historique de mes devis',
  logoutQuestion: 'Voulez-vous vraiment vous déconnecter ?',
  logoutConfirm: 'SE DÉCONNECTER',
  cancel: 'ANNULER',
  loggedOut: 'Déconnexion réussie.',
  // Personal information
  email: 'Adresse e-mail',
  emailNote: "Pour changer d'adresse e-mail, écrivez-nous depuis la",
  contactPage: 'page Contact',
  identity: 'Identité',
  firstName: 'Prénom',
  lastName: 'Nom',
  phone: 'Téléphone',
  billingAddress: 'Adresse de facturation',
  deliveryAddress: 'Adresse de livraison',
  save: 'ENREGISTRER',
  saving: 'Enregistrement...',
  saved: 'Modifications effectuées',
  notVerified:
    "Votre adresse e-mail n'est pas encore vérifiée : ouvrez le lien de l'e-mail de confirmation que nous vous avons envoyé. Les demandes de devis envoyées sans être connecté n'apparaissent dans votre historique qu'une fois l'adresse vérifiée.",
  // Wording ours: the quote history of an unverified address (docs/product/accounts.md#quote-history).
  quotesAwaitVerification:
    "Votre adresse e-mail n'est pas encore vérifiée : les demandes de devis envoyées avec cette adresse sans être connecté apparaîtront ici une fois l'adresse vérifiée. Ouvrez le lien de l'e-mail de confirmation que nous vous avons envoyé.",
  resend: "RENVOYER L'E-MAIL",
  resent: 'Un nouvel e-mail de confirmation vient de vous être envoyé.',
  deleteTitle: 'Supprimer mon compte',
  deleteButton: 'SUPPRIMER MON COMPTE',
  deleteQuestion:
    'Votre compte client sera supprimé définitivement et vous serez déconnecté. Vos demandes de devis restent connues de nos services.',
  deleteConfirm: 'SUPPRIMER',
  deleted: 'Votre compte client a été supprimé.',
  loadFailed:
    "Vos informations n'ont pas pu être chargées. Veuillez réessayer dans quelques instants.",
  quotesLoadFailed:
    "Vos devis n'ont pas pu être chargés. Veuillez réessayer dans quelques instants.",
  genericError: GENERIC_ERROR,
} as const;
