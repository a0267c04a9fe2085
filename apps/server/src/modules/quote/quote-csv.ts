import { formatDateFr } from '@labo/domain/dates';
import { toWireMoney } from '@labo/domain/money';
import { spreadsheetCsv, textCell } from '#http/spreadsheet-csv';
import type { QuoteExportLine, QuoteExportRow } from './quote-export-rows';

const HEADER = [
  'Numéro',
  'Date',
  'État',
  'Client',
  'Société / laboratoire',
  'Référence du client (bon de commande)',
  'Adresse de facturation',
  'Adresse e-mail',
  'Téléphone',
  'Articles',
  'Lignes',
  'Total HT',
  'Total TTC',
];

/** "1234,50": a number to a French spreadsheet, without currency or grouping. */
const spreadsheetAmount = (cents: number) => toWireMoney(cents).replace('.', ',');

/** "DUR-211063 · Duran - Bécher forme basse 250 ml × 2": a line, reference first. */
const lineText = (line: QuoteExportLine) => `${line.reference} · ${line.title} × ${line.quantity}`;

/**
 * docs/product/admin.md#quote-export: one line per quote, its articles one per line in the
 * "Lignes" cell, amounts as a French spreadsheet reads numbers ("1234,50"), the phone
 * and the buyer's order reference kept as text so that their leading zeros stay.
 */
export function quotesCsv(rows: readonly QuoteExportRow[]): string {
  return spreadsheetCsv(
    HEADER,
    rows.map((row) => [
      row.number,
      formatDateFr(row.day),
      row.status,
      row.customer,
      row.company,
      textCell(row.orderReference),
      row.billingStreet,
      row.email,
      textCell(row.phone),
      row.articleCount,
      row.lines.map(lineText).join('\n'),
      spreadsheetAmount(row.totalHtCents),
      spreadsheetAmount(row.totalTtcCents),
    ]),
  );
}
