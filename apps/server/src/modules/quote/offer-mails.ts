import { isValidEmail } from '@labo/domain/contact-rules';
import { formatDateFr } from '@labo/domain/dates';
import { formatFileSizeFr } from '@labo/domain/file-size';
import { formatEuros } from '@labo/domain/money';
import { quoteNumber } from '@labo/domain/quote-number';
import {
  detailsTable,
  detailsText,
  fullName,
  greeting,
  htmlDocument,
  htmlSignature,
  multilineHtml,
  paragraph,
  textSignature,
} from '#mail/mail-layout';
import type { OutgoingMail } from '#mail/outgoing-mail';

// The mails of the negotiation (docs/product/offers.md#mails): the buyer gets each offer
// with its PDF and the link to answer it, then the order's confirmation; staff learn each
// answer of the buyer, and get the purchase order's PDF the buyer attaches.

/** The quote a negotiation mail is about. */
export interface OfferMailQuote {
  id: number;
  number: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** A quote's row as the mails name it: its number from its day and id. */
export function offerMailQuote(quote: {
  id: number;
  createdAt: Date;
  firstName: string;
  lastName: string;
  email: string;
}): OfferMailQuote {
  return {
    id: quote.id,
    number: quoteNumber(quote.createdAt, quote.id),
    firstName: quote.firstName,
    lastName: quote.lastName,
    email: quote.email,
  };
}

// Path of the web app the staff's mails link to (apps/web/src/config/paths.ts).
const adminQuotePath = (id: number) => `/admin/quotes/${id}`;

/** The staff's page of a quote, at the site's address. */
export const adminQuotePageLink = (publicUrl: string, id: number) =>
  `${publicUrl.replace(/\/+$/, '')}${adminQuotePath(id)}`;

/** An offer as the mails sum it up. */
export interface OfferMailOffer {
  version: number;
  totalHtCents: number;
  totalTtcCents: number;
  validUntil: string;
  message: string;
}

function mail(
  to: string[],
  subject: string,
  paragraphs: string[],
  rows: [string, string][],
  extra: Pick<OutgoingMail, 'attachment' | 'replyTo'> = {},
): OutgoingMail {
  const html = [
    ...paragraphs.map((text) => paragraph(multilineHtml(text))),
    detailsTable(rows),
    htmlSignature(),
  ].join('\n');
  const text = [...paragraphs, detailsText(rows), textSignature()].join('\n\n');
  return { to, subject, text: `${text}\n`, html: htmlDocument(subject, html), ...extra };
}

const buyerAddress = (quote: OfferMailQuote) => {
  const email = quote.email.trim();
  return isValidEmail(email) ? [email] : [];
};

const validUntilFr = (day: string) => formatDateFr(`${day}T12:00:00Z`);

function offerRows(offer: OfferMailOffer): [string, string][] {
  return [
    ['Total HT', formatEuros(offer.totalHtCents)],
    ['Total TTC', formatEuros(offer.totalTtcCents)],
    ["Valable jusqu'au", validUntilFr(offer.validUntil)],
  ];
}

/** To the buyer: offer vN, its PDF attached, and where to answer it. */
export function offerSentMail(
  quote: OfferMailQuote,
  offer: OfferMailOffer,
  answerLink: string,
): OutgoingMail {
  const subject = `Votre offre n° ${quote.number} (v${offer.version})`;
  return mail(
    buyerAddress(quote),
    subject,
    [
      greeting(quote),
      `Voici notre offre v${offer.version} en réponse à votre demande de devis n° ${quote.number}. Vous la trouverez en PDF jointe à ce message.`,
      ...(offer.message.trim() ? [offer.message.trim()] : []),
      `Pour l'accepter avec votre bon de commande, demander une modification ou la refuser : ${answerLink}`,
    ],
    offerRows(offer),
    { attachment: { kind: 'offer_pdf', quoteId: quote.id, version: offer.version } },
  );
}

/** To the buyer who accepted: the order's confirmation, its PDF attached. */
export function orderConfirmationMail(
  quote: OfferMailQuote,
  offer: OfferMailOffer,
  purchaseOrder: string,
): OutgoingMail {
  const subject = `Confirmation de votre commande n° ${quote.number}`;
  return mail(
    buyerAddress(quote),
    subject,
    [
      greeting(quote),
      `Nous avons bien reçu votre acceptation de l'offre v${offer.version} : votre commande n° ${quote.number} est enregistrée. Vous en trouverez la confirmation en PDF jointe à ce message.`,
    ],
    [['Bon de commande', purchaseOrder], ...offerRows(offer).slice(0, 2)],
    { attachment: { kind: 'order_pdf', quoteId: quote.id, version: offer.version } },
  );
}

const ANSWER_SUBJECTS = {
  accepted: (version: number) => `offre v${version} acceptée`,
  changes_requested: (version: number) => `modification demandée sur l'offre v${version}`,
  declined: (version: number) => `offre v${version} refusée`,
} as const;

/** To the staff: the buyer's answer, with what they wrote; replying goes to the buyer. */
export function offerAnswerStaffMail(
  quote: OfferMailQuote,
  answer: { kind: keyof typeof ANSWER_SUBJECTS; version: number; detail: string },
  staff: string[],
  pageLink: string,
): OutgoingMail {
  const what = ANSWER_SUBJECTS[answer.kind](answer.version);
  const subject = `Devis n° ${quote.number} : ${what}`;
  const detailLabel = {
    accepted: 'Bon de commande',
    changes_requested: 'Message du client',
    declined: 'Raison donnée',
  }[answer.kind];
  const [replyTo] = buyerAddress(quote);
  return mail(
    staff,
    subject,
    [`${fullName(quote) || quote.email} : ${what}.`, `Page du devis : ${pageLink}`],
    [[detailLabel, answer.detail || '—']],
    replyTo ? { replyTo } : {},
  );
}

/** To the staff: the purchase order's PDF the buyer attached, as they sent it. */
export function purchaseOrderAttachedStaffMail(
  quote: OfferMailQuote,
  document: { id: number; fileName: string; sizeBytes: number },
  staff: string[],
  pageLink: string,
): OutgoingMail {
  const subject = `Bon de commande joint au devis n° ${quote.number}`;
  const [replyTo] = buyerAddress(quote);
  return mail(
    staff,
    subject,
    [
      `${fullName(quote) || quote.email} a joint le bon de commande de sa commande n° ${quote.number}, en PDF joint à ce message.`,
      `Page du devis : ${pageLink}`,
    ],
    [['Fichier', `${document.fileName} (${formatFileSizeFr(document.sizeBytes)})`]],
    {
      attachment: { kind: 'purchase_order_document', quoteId: quote.id, documentId: document.id },
      ...(replyTo ? { replyTo } : {}),
    },
  );
}
