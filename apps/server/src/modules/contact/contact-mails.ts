import { isValidEmail } from '@labo/domain/contact-rules';
import { formatDateFr } from '@labo/domain/dates';
import {
  detailsTable,
  detailsText,
  escapeHtml,
  fullName,
  greeting,
  heading,
  htmlDocument,
  htmlSignature,
  multilineHtml,
  oneLine,
  paragraph,
  textSignature,
} from '#mail/mail-layout';
import type { OutgoingMail } from '#mail/outgoing-mail';

// The two mails of a contact message (docs/product/contact.md#contact-mails): the staff
// notice, answered by replying to it, and the sender's confirmation. A sender may give
// only a phone number (docs/product/contact.md#contact-means-rule), so the e-mail is
// checked before it is used as an address.

export interface ContactMailData {
  id: number;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  company: string;
  content: string;
  createdAt: Date;
}

function senderEmail(message: ContactMailData): string | null {
  const email = message.email.trim();
  return isValidEmail(email) ? email : null;
}

function senderRows(message: ContactMailData): [string, string][] {
  return [
    ['Nom', fullName(message)],
    ['Société', oneLine(message.company)],
    ['Téléphone', message.phoneNumber],
    ['Adresse e-mail', message.email],
  ];
}

/** To the staff list; replying answers the sender when they gave a valid e-mail. */
export function contactStaffMail(message: ContactMailData, staff: string[]): OutgoingMail {
  const from = fullName(message) || oneLine(message.company);
  const subject = `Nouveau message de contact n° ${message.id}${from ? ` de ${from}` : ''}`;
  const email = senderEmail(message);
  const answer = email
    ? "Répondre à cet e-mail écrit directement à l'expéditeur."
    : "L'expéditeur n'a pas donné d'adresse e-mail valide : rappelez-le au numéro indiqué.";
  const intro = `Message reçu le ${formatDateFr(message.createdAt)} par le formulaire de contact.`;
  const html = [
    paragraph(escapeHtml(intro)),
    heading('Expéditeur'),
    detailsTable(senderRows(message)),
    heading('Message'),
    paragraph(multilineHtml(message.content)),
    paragraph(`<em>${escapeHtml(answer)}</em>`),
  ].join('\n');
  const text = [
    intro,
    `EXPÉDITEUR\n${detailsText(senderRows(message))}`,
    `MESSAGE\n${message.content.trim()}`,
    answer,
  ].join('\n\n');
  return {
    to: staff,
    subject,
    text: `${text}\n`,
    html: htmlDocument(subject, html),
    ...(email ? { replyTo: email } : {}),
  };
}

/** To the sender, or null when there is no valid address to write to. */
export function contactSenderMail(message: ContactMailData): OutgoingMail | null {
  const email = senderEmail(message);
  if (!email) return null;
  const subject = 'Nous avons bien reçu votre message';
  const received = `Nous avons bien reçu votre message du ${formatDateFr(message.createdAt)} et nous vous répondrons dans les meilleurs délais.`;
  const html = [
    paragraph(escapeHtml(greeting(message))),
    paragraph(escapeHtml(received)),
    heading('Votre message'),
    paragraph(multilineHtml(message.content)),
    htmlSignature(),
  ].join('\n');
  const text = [
    greeting(message),
    received,
    `VOTRE MESSAGE\n${message.content.trim()}`,
    textSignature(),
  ].join('\n\n');
  return { to: [email], subject, text: `${text}\n`, html: htmlDocument(subject, html) };
}
