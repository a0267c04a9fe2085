import { isValidEmail } from '@labo/domain/contact-rules';
import { formatDateFr } from '@labo/domain/dates';
import { QUOTE_VALIDITY_DAYS } from '@labo/domain/limits';
import { formatEuros } from '@labo/domain/money';
import { ORDER_REFERENCE_LABEL } from '@labo/domain/quote-form-rules';
import {
  addressLines,
  CELL_STYLE,
  detailsTable,
  detailsText,
  escapeHtml,
  fullName,
  greeting,
  heading,
  htmlDocument,
  htmlSignature,
  MUTED_STYLE,
  multilineHtml,
  type PostalAddress,
  paragraph,
  textSignature,
} from '#mail/mail-layout';
import type { OutgoingMail } from '#mail/outgoing-mail';
import type { QuoteLineView } from './quote-line-view';

// The two mails of a new quote (docs/product/quote-request.md#quote-mails): the staff
// notice with everything needed to answer, and the customer's confirmation with the
// number, lines, totals and the 30-day validity. Lines are the snapshot stored with the
// quote (docs/product/quote-request.md#line-snapshot), never re-priced.

type QuoteMailLine = QuoteLineView;

export interface QuoteMailData {
  id: number;
  number: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  /** The buyer's purchase-order number, empty when not given. */
  orderReference: string;
  comment: string;
  delivery: PostalAddress;
  billing: PostalAddress;
  lines: QuoteMailLine[];
  totalQuantity: number;
  totalHtCents: number;
  totalTtcCents: number;
}

const PERCENT = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** "-10 %" with the French no-break space; empty when the line has no campaign. */
function saleLabel(line: QuoteMailLine): string {
  return line.salePercentage === 0 ? '' : `-${PERCENT.format(line.salePercentage)}\u00a0%`;
}

function totalRows(quote: QuoteMailData): [string, string][] {
  return [
    ["Nombre d'articles", String(quote.totalQuantity)],
    ['Total HT', formatEuros(quote.totalHtCents)],
    ['Total taxes', formatEuros(quote.totalTtcCents - quote.totalHtCents)],
    ['Total TTC', formatEuros(quote.totalTtcCents)],
  ];
}

function linesHtml(quote: QuoteMailData): string {
  const th = (text: string, align = 'left') =>
    `<th style="${CELL_STYLE};${MUTED_STYLE};text-align:${align};font-weight:normal">${text}</th>`;
  const td = (html: string, align = 'left') =>
    `<td style="${CELL_STYLE};text-align:${align}">${html}</td>`;
  const rows = quote.lines
    .map((line) => {
      const sale = saleLabel(line);
      const price = sale
        ? `${formatEuros(line.unitPriceCents)}<br><span style="color:#A85400">${sale}</span>`
        : formatEuros(line.unitPriceCents);
      const packing = line.packing
        ? `<br><span style="${MUTED_STYLE}">${escapeHtml(line.packing)}</span>`
        : '';
      const reference = `<strong>${escapeHtml(line.reference)}</strong><br>`;
      return `<tr>${td(`${reference}${escapeHtml(line.title)}${packing}`)}${td(price, 'right')}${td(String(line.quantity), 'right')}${td(formatEuros(line.lineTotalHtCents), 'right')}</tr>`;
    })
    .join('');
  const totals = totalRows(quote)
    .map(
      ([label, value], index, all) =>
        `<tr><td colspan="3" style="padding:6px 8px;text-align:right">${label}</td><td style="padding:6px 8px;text-align:right;white-space:nowrap${index === all.length - 1 ? ';font-weight:bold' : ''}">${value}</td></tr>`,
    )
    .join('');
  return `<table cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums">
<thead><tr>${th('Article')}${th('Prix unitaire HT', 'right')}${th('Quantité', 'right')}${th('Total HT', 'right')}</tr></thead>
<tbody>${rows}</tbody><tfoot>${totals}</tfoot></table>`;
}

function linesText(quote: QuoteMailData): string {
  const lines = quote.lines.map((line) => {
    const sale = saleLabel(line);
    const packing = line.packing ? ` (${line.packing})` : '';
    const price = `${line.quantity} × ${formatEuros(line.unitPriceCents)} HT${sale ? ` (remise ${sale})` : ''}`;
    return `- ${line.reference} · ${line.title}${packing}\n  ${price} = ${formatEuros(line.lineTotalHtCents)} HT`;
  });
  return `${lines.join('\n')}\n\n${detailsText(totalRows(quote))}`;
}

/** The customer's address when mail can go to it (the quote schema requires one). */
function customerEmail(quote: QuoteMailData): string | null {
  const email = quote.email.trim();
  return isValidEmail(email) ? email : null;
}

/** The parts both mails of a quote show, identical in each. */
interface SharedParts {
  date: string;
  linesHtml: string;
  linesText: string;
}

// Made once per quote: both mails are built in the request that stores the quote, and
// the date and price formatting (Intl) is most of their cost.
const sharedPartsCache = new WeakMap<QuoteMailData, SharedParts>();

function sharedParts(quote: QuoteMailData): SharedParts {
  let parts = sharedPartsCache.get(quote);
  if (!parts) {
    parts = {
      date: formatDateFr(quote.createdAt),
      linesHtml: linesHtml(quote),
      linesText: linesText(quote),
    };
    sharedPartsCache.set(quote, parts);
  }
  return parts;
}

function validitySentence(date: string): string {
  return `Ce devis est valable ${QUOTE_VALIDITY_DAYS} jours à compter du ${date}.`;
}

function customerRows(quote: QuoteMailData): [string, string][] {
  return [
    ['Nom', fullName(quote)],
    ['Société / laboratoire', quote.company],
    ['Adresse e-mail', quote.email],
    ['Téléphone', quote.phone],
    ['Référence du client (bon de commande)', quote.orderReference],
  ];
}

/** The buyer's own purchase-order number, in their words; no row when not given. */
function buyerReferenceRow(quote: QuoteMailData): [string, string][] {
  return [[ORDER_REFERENCE_LABEL, quote.orderReference]];
}

function addressRows(quote: QuoteMailData): [string, string][] {
  return [
    ['Adresse de livraison', addressLines(quote.delivery)],
    ['Adresse de facturation', addressLines(quote.billing)],
  ];
}

/** To the staff list: "Nouvelle demande de devis n° …", replying goes to the customer. */
export function quoteStaffMail(quote: QuoteMailData, staff: string[]): OutgoingMail {
  const email = customerEmail(quote);
  const parts = sharedParts(quote);
  const subject = `Nouvelle demande de devis n° ${quote.number}`;
  const intro = `Demande reçue le ${parts.date} de ${fullName(quote) || quote.email}.`;
  const comment = quote.comment.trim();
  const html = [
    paragraph(escapeHtml(intro)),
    heading('Client'),
    detailsTable([...customerRows(quote), ...addressRows(quote)]),
    ...(comment ? [heading('Commentaire'), paragraph(multilineHtml(comment))] : []),
    heading('Articles'),
    parts.linesHtml,
  ].join('\n');
  const text = [
    intro,
    `CLIENT\n${detailsText([...customerRows(quote), ...addressRows(quote)])}`,
    ...(comment ? [`COMMENTAIRE\n${comment}`] : []),
    `ARTICLES\n${parts.linesText}`,
  ].join('\n\n');
  return {
    to: staff,
    subject,
    text: `${text}\n`,
    html: htmlDocument(subject, html),
    ...(email ? { replyTo: email } : {}),
  };
}

/** To the customer: the confirmation with the number, lines, totals and validity. */
export function quoteCustomerMail(quote: QuoteMailData): OutgoingMail {
  const parts = sharedParts(quote);
  const subject = `Votre demande de devis n° ${quote.number}`;
  const received = `Nous avons bien reçu votre demande de devis n° ${quote.number} du ${parts.date}. Notre équipe l'étudie et revient vers vous dans les meilleurs délais.`;
  const attached = `Vous trouverez le devis n° ${quote.number} en PDF joint à ce message.`;
  const comment = quote.comment.trim();
  const html = [
    paragraph(escapeHtml(greeting(quote))),
    paragraph(escapeHtml(received)),
    paragraph(escapeHtml(attached)),
    heading('Récapitulatif'),
    parts.linesHtml,
    `<p style="margin:16px 0"><strong>${escapeHtml(validitySentence(parts.date))}</strong></p>`,
    detailsTable([...buyerReferenceRow(quote), ...addressRows(quote)]),
    ...(comment ? [heading('Votre commentaire'), paragraph(multilineHtml(comment))] : []),
    htmlSignature(),
  ].join('\n');
  const text = [
    greeting(quote),
    received,
    attached,
    `RÉCAPITULATIF\n${parts.linesText}`,
    validitySentence(parts.date),
    detailsText([...buyerReferenceRow(quote), ...addressRows(quote)]),
    ...(comment ? [`VOTRE COMMENTAIRE\n${comment}`] : []),
    textSignature(),
  ].join('\n\n');
  const email = customerEmail(quote);
  return {
    // An unusable address queues nothing (enqueueMail skips an empty list) rather than a
    // mail that would fail for hours.
    to: email ? [email] : [],
    subject,
    text: `${text}\n`,
    html: htmlDocument(subject, html),
    attachment: { kind: 'quote_pdf', quoteId: quote.id },
  };
}
