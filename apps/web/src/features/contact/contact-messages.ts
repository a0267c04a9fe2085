import {
  CONTACT_MEANS_MISSING,
  CONTACT_MESSAGE_TOO_SHORT,
  CONTACT_SEND_FAILED,
  CONTACT_SEND_FAILED_CALL_US,
  CONTACT_SENT,
  EMAIL_INVALID,
  PHONE_INVALID,
  ROBOT_ANSWER_WRONG,
} from '@labo/domain/messages';

// User-facing texts of the contact page, in French
// (docs/conventions.md#names-and-french-texts). The texts of docs/product/contact.md come
// from the domain; the others are marked "wording ours".
export const contactMessages = {
  title: 'Contactez-nous',
  // Wording ours.
  intro:
    'Une question sur un article, un devis ou une livraison ? Écrivez-nous : nos équipes vous répondent au plus vite.',
  firstName: 'Prénom',
  lastName: 'Nom',
  phone: 'Téléphone',
  email: 'Adresse e-mail',
  company: 'Société',
  message: 'Votre message',
  messageTooShort: CONTACT_MESSAGE_TOO_SHORT,
  meansMissing: CONTACT_MEANS_MISSING,
  meansHint:
    'Indiquez au moins un téléphone ou un e-mail valide pour que nous puissions vous répondre.',
  phoneInvalid: PHONE_INVALID,
  emailInvalid: EMAIL_INVALID,
  robotQuestion: (a: number, b: number) => `Combien font ${a} + ${b} ?`,
  robotHint: 'Cette question nous protège des envois automatiques.',
  robotWrong: ROBOT_ANSWER_WRONG,
  send: 'ENVOYER',
  sending: "Votre message est en cours d'envoi, merci de patienter...",
  sent: CONTACT_SENT,
  // Wording ours: no e-mail confirmation can go to a sender who left only a phone number.
  sentNoEmail: 'Votre message a bien été envoyé. Nous vous rappellerons au numéro indiqué.',
  writeAgain: 'ÉCRIRE UN AUTRE MESSAGE',
  sendFailed: CONTACT_SEND_FAILED,
  callUs: CONTACT_SEND_FAILED_CALL_US,
  byPhone: 'Par téléphone',
  nonSurchargedCall: 'appel non surtaxé',
  ourAddress: 'Notre adresse',
} as const;
