import { formatDateFr, parisDateYmd } from '@labo/domain/dates';
import { toWireMoney } from '@labo/domain/money';
import { quoteNumber } from '@labo/domain/quote-number';
import { type PipeStatus, pipeStatusDisplay } from '@labo/domain/quote-status';
import { spreadsheetCsv } from '#http/spreadsheet-csv';
import type { AdminQuotes } from './quote-list-queries';

const HEADER = [
  'Numéro',
  'Date',
  'État',
  'Client',
  'Société / adresse de facturation',
  'E-mail',
  'Téléphone',
  'Articles',
  'Total HT',
  'Total TTC',
];

/** "1234,50": a number to a French spreadsheet, without currency or grouping. */
const spreadsheetAmount = (cents: number) => toWireMoney(cents).replace('.', ',');

/**
 * docs/product/admin.md#quote-export: one line per quote, amounts as a French spreadsheet
 * reads numbers ("1234,50"). Quotes carry no company field: the billing address's first
 * line, "Nom et adresse", is where customers write it.
 */
export function quotesCsv(quotes: AdminQuotes['quotes']): string {
  return spreadsheetCsv(
    HEADER,
    quotes.map((quote) => [
      quoteNumber(quote.createdAt, quote.id),
      formatDateFr(quote.createdAt),
      pipeStatusDisplay(quote.pipeStatus).label,
      `${quote.firstName} ${quote.lastName}`.trim(),
      quote.billingStreet,
      quote.email,
      quote.phone,
      quote.totalQuantity,
      spreadsheetAmount(quote.totalHtCents),
      spreadsheetAmount(quote.totalTtcCents),
    ]),
  );
}

/** "devis-en-attente-2026-11-26.csv": the status as people read it, and the Paris day. */
export function quotesCsvFileName(status: PipeStatus, now: Date): string {
  const label = pipeStatusDisplay(status).label.toLowerCase().replaceAll(' ', '-');
  return `devis-${label}-${parisDateYmd(now)}.csv`;
}
