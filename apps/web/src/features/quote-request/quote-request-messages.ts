import {
  QUOTE_LINES_REQUIRED,
  QUOTE_SEND_FAILED,
  QUOTE_SENDING_TITLE,
  QUOTE_SENT,
  QUOTE_SENT_TITLE,
} from '@labo/domain/messages';
import { ORDER_REFERENCE_LABEL } from '@labo/domain/quote-form-rules';

// User-facing texts of /cart/validate, in French
// (docs/conventions.md#names-and-french-texts). Labels are those of
// docs/product/quote-request.md; texts marked "wording ours" are only described there.
export const quoteRequestMessages = {
  title: 'Valider mon devis',
  // Wording ours: the lines the quote asks for (docs/product/quote-request.md#requested-articles).
  requestedArticles: 'Articles demandés',
  reference: (reference: string) => `Réf. ${reference}`,
  // A no-break space before the colon, as French writes it: never a colon alone on a line.
  quantity: (quantity: number) => `Quantité\u00a0: ${quantity}`,
  lineTotal: (amount: string) => `${amount} HT`,
  contactStep: 'Coordonnées',
  summaryStep: 'Récapitulatif',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Adresse e-mail',
  phone: 'Téléphone',
  company: 'Société / laboratoire',
  orderReference: ORDER_REFERENCE_LABEL,
  orderReferenceHelp: 'Facultatif : imprimé sur le devis en PDF',
  // Wording ours: the product names the two address blocks without a heading.
  deliveryAddress: 'Adresse de livraison',
  billingAddress: 'Adresse de facturation',
  sameAsDelivery: "Utiliser l'adresse de livraison",
  comment: 'Commentaire (facultatif)',
  send: 'ENVOYER LA DEMANDE DE DEVIS',
  // Wording ours: the banner offering to log in to pre-fill the fields
  // (docs/product/quote-request.md#login-banner).
  loginBanner: 'Vous avez un compte client ? Connectez-vous pour pré-remplir vos coordonnées.',
  login: 'SE CONNECTER',
  emptyCart: QUOTE_LINES_REQUIRED,
  backToCart: 'Retour à mon devis',
  browseCatalogue: 'Parcourir le catalogue',
  sendingTitle: QUOTE_SENDING_TITLE,
  // Wording ours: "a waiting message" (docs/product/quote-request.md#sending-dialog).
  sendingText: "Votre demande de devis est en cours d'envoi, merci de patienter...",
  sentTitle: QUOTE_SENT_TITLE,
  sent: QUOTE_SENT,
  quoteNumber: (sortNumber: string) => `Numéro de votre demande : ${sortNumber}`,
  confirmationEmailLead: 'Un e-mail de confirmation vous a été envoyé à',
  seeMyQuotes: 'VOIR MES DEVIS',
  downloadPdf: 'TÉLÉCHARGER LE DEVIS (PDF)',
  sendFailed: QUOTE_SEND_FAILED,
} as const;
