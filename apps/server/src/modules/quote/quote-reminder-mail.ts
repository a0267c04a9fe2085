import { formatDateFr } from '@labo/domain/dates';
import { formatEuros } from '@labo/domain/money';
import { ORDER_REFERENCE_LABEL } from '@labo/domain/quote-form-rules';
import { quoteValidUntil } from '@labo/domain/quote-validity';
import {
  detailsTable,
  detailsText,
  escapeHtml,
  greeting,
  htmlDocument,
  htmlSignature,
  paragraph,
  textSignature,
} from '#mail/mail-layout';
import type { OutgoingMail } from '#mail/outgoing-mail';
import { customerEmail, type QuoteMailData } from './quote-mails';

/** What the reminder says of a quote: who asked, when, what it amounts to. */
export type ReminderQuote = Pick<
  QuoteMailData,
  | 'id'
  | 'number'
  | 'createdAt'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'orderReference'
  | 'totalHtCents'
  | 'totalTtcCents'
>;

/**
 * To the customer, a few days before the quote's last valid day
 * (docs/product/quote-request.md#expiry-reminder): the day, the totals and the devis again
 * as PDF, so that the order can go through while the prices hold.
 */
export function quoteExpiryReminderMail(quote: ReminderQuote): OutgoingMail {
  const lastDay = formatDateFr(quoteValidUntil(quote.createdAt));
  const subject = `Votre devis n° ${quote.number} est valable jusqu'au ${lastDay}`;
  const sentences = [
    `Votre devis n° ${quote.number} du ${formatDateFr(quote.createdAt)} arrive à échéance : ses prix sont garantis jusqu'au ${lastDay} inclus.`,
    'Vous le trouverez en PDF joint à ce message. Pour passer commande ou le faire évoluer, répondez simplement à ce message.',
  ];
  const rows: [string, string][] = [
    [ORDER_REFERENCE_LABEL, quote.orderReference],
    ['Total HT', formatEuros(quote.totalHtCents)],
    ['Total TTC', formatEuros(quote.totalTtcCents)],
  ];
  const email = customerEmail(quote);
  return {
    to: email ? [email] : [],
    subject,
    text: `${[greeting(quote), ...sentences, detailsText(rows), textSignature()].join('\n\n')}\n`,
    html: htmlDocument(
      subject,
      [
        paragraph(escapeHtml(greeting(quote))),
        ...sentences.map((sentence) => paragraph(escapeHtml(sentence))),
        detailsTable(rows),
        htmlSignature(),
      ].join('\n'),
    ),
    attachment: { kind: 'quote_pdf', quoteId: quote.id },
  };
}
