import type ExcelJS from 'exceljs';
import type { QuoteExportRow } from './quote-export-rows';

// docs/product/admin.md#quote-export, the workbook (decision 025): typed cells, so that a
// spreadsheet sorts and sums without a conversion. Dates are dates, amounts numbers of
// euros shown with the euro sign, references and phones text (a leading 0 stays).

export const DATE = 'dd/mm/yyyy';
export const EUROS = '#,##0.00 "€"';
export const TEXT = '@';

export const euros = (cents: number) => cents / 100;

/**
 * exceljs is loaded by the first export rather than when the server starts: it is the
 * heaviest library of the server and staff alone use it (docs/performance.md#start-up).
 */
export async function newWorkbook(): Promise<ExcelJS.Workbook> {
  const { default: excel } = await import('exceljs');
  return new excel.Workbook();
}

function addQuotesSheet(workbook: ExcelJS.Workbook, rows: readonly QuoteExportRow[]) {
  const sheet = workbook.addWorksheet('Devis', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Numéro', key: 'number', width: 14, style: { numFmt: TEXT } },
    { header: 'Date', key: 'day', width: 12, style: { numFmt: DATE } },
    { header: 'État', key: 'status', width: 12 },
    { header: 'Client', key: 'customer', width: 24 },
    { header: 'Société / laboratoire', key: 'company', width: 28 },
    {
      header: 'Référence du client (bon de commande)',
      key: 'orderReference',
      width: 24,
      style: { numFmt: TEXT },
    },
    { header: 'Adresse de facturation', key: 'billingStreet', width: 32 },
    { header: 'Adresse e-mail', key: 'email', width: 30 },
    { header: 'Téléphone', key: 'phone', width: 18, style: { numFmt: TEXT } },
    { header: 'Articles', key: 'articleCount', width: 10 },
    { header: 'Total HT', key: 'totalHt', width: 14, style: { numFmt: EUROS } },
    { header: 'Total TTC', key: 'totalTtc', width: 14, style: { numFmt: EUROS } },
  ];
  for (const row of rows) {
    sheet.addRow({
      ...row,
      totalHt: euros(row.totalHtCents),
      totalTtc: euros(row.totalTtcCents),
    });
  }
  sheet.getRow(1).font = { bold: true };
}

/** The sheet of the lines, one row each under their quote's number (the order export's too). */
export function addLinesSheet(
  workbook: ExcelJS.Workbook,
  rows: readonly { lines: QuoteExportRow['lines'] }[],
) {
  const sheet = workbook.addWorksheet('Lignes', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Numéro', key: 'number', width: 14, style: { numFmt: TEXT } },
    { header: 'Référence', key: 'reference', width: 16, style: { numFmt: TEXT } },
    { header: 'Désignation', key: 'title', width: 48 },
    { header: 'Conditionnement', key: 'packing', width: 18 },
    { header: 'Prix unitaire HT', key: 'unitPrice', width: 16, style: { numFmt: EUROS } },
    { header: 'Remise (%)', key: 'salePercentage', width: 11 },
    { header: 'Quantité', key: 'quantity', width: 10 },
    { header: 'Total HT', key: 'totalHt', width: 14, style: { numFmt: EUROS } },
  ];
  for (const line of rows.flatMap((row) => row.lines)) {
    sheet.addRow({
      ...line,
      unitPrice: euros(line.unitPriceCents),
      totalHt: euros(line.lineTotalHtCents),
    });
  }
  sheet.getRow(1).font = { bold: true };
}

/** The workbook of a quote list: a sheet of quotes, a sheet of their lines. */
export async function quotesXlsx(rows: readonly QuoteExportRow[]): Promise<Buffer> {
  const workbook = await newWorkbook();
  addQuotesSheet(workbook, rows);
  addLinesSheet(workbook, rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
