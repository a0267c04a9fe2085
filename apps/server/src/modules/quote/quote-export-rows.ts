import { parisDateParts, parisDateYmd } from '@labo/domain/dates';
import { quoteNumber } from '@labo/domain/quote-number';
import { type PipeStatus, pipeStatusDisplay } from '@labo/domain/quote-status';
import { type QuoteLineView, quoteLineView } from './quote-line-view';
import type { AdminQuotes } from './quote-list-queries';

// What the quote exports hold (docs/product/admin.md#quote-export), once for both files:
// the CSV writes it as text, the workbook as typed cells.

type ExportedQuote = AdminQuotes['quotes'][number];
type ExportedLine = AdminQuotes['lines'][number];

/** One quote of an export: its figures in cents, its day as a calendar day of Paris. */
export interface QuoteExportRow {
  number: string;
  /** Midnight UTC of the Paris day: a spreadsheet date has no time zone. */
  day: Date;
  status: string;
  customer: string;
  company: string;
  /** The buyer's purchase-order number. */
  orderReference: string;
  billingStreet: string;
  email: string;
  phone: string;
  articleCount: number;
  lines: QuoteExportLine[];
  totalHtCents: number;
  totalTtcCents: number;
}

export type QuoteExportLine = QuoteLineView & { number: string };

function parisDay(instant: Date): Date {
  const { year, month, day } = parisDateParts(instant);
  return new Date(Date.UTC(year, month - 1, day));
}

function exportLine(number: string, line: ExportedLine): QuoteExportLine {
  return { number, ...quoteLineView(line) };
}

export function quoteExportRows(listed: AdminQuotes): QuoteExportRow[] {
  return listed.quotes.map((quote: ExportedQuote) => {
    const number = quoteNumber(quote.createdAt, quote.id);
    return {
      number,
      day: parisDay(quote.createdAt),
      status: pipeStatusDisplay(quote.pipeStatus).label,
      customer: `${quote.firstName} ${quote.lastName}`.trim(),
      company: quote.company,
      orderReference: quote.orderReference,
      billingStreet: quote.billingStreet,
      email: quote.email,
      phone: quote.phone,
      articleCount: quote.totalQuantity,
      lines: listed.lines
        .filter((line) => line.quoteId === quote.id)
        .map((line) => exportLine(number, line)),
      totalHtCents: quote.totalHtCents,
      totalTtcCents: quote.totalTtcCents,
    };
  });
}

/** "devis-en-attente-2026-11-26.csv": the status as people read it, and the Paris day. */
export function quotesExportFileName(status: PipeStatus, now: Date, extension: 'csv' | 'xlsx') {
  const label = pipeStatusDisplay(status).label.toLowerCase().replaceAll(' ', '-');
  return `devis-${label}-${parisDateYmd(now)}.${extension}`;
}
