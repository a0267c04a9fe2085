import { formatDateFr, parisDateParts, parisDateYmd } from '@labo/domain/dates';
import { toWireMoney } from '@labo/domain/money';
import { lineTotalHtCents } from '@labo/domain/pricing';
import { quoteNumber } from '@labo/domain/quote-number';
import { spreadsheetCsv, textCell } from '#http/spreadsheet-csv';
import { addressLines } from '#mail/mail-layout';
import type { OfferRow } from './offer-queries';
import { totalsOf } from './offer-wire';
import type { QuoteExportLine } from './quote-export-rows';
import type { AdminQuotes } from './quote-list-queries';
import { addLinesSheet, DATE, EUROS, euros, newWorkbook, TEXT } from './quote-xlsx';

// The accepted orders for the ERP (docs/product/offers.md#order-export): what staff key
// into Oxygène, the purchase order, both addresses and the accepted offer's lines, as a
// CSV for a French spreadsheet and as a workbook of typed cells.

interface OrderExportRow {
  number: string;
  /** The Paris day of the acceptance, at midnight UTC (a spreadsheet date has no zone). */
  acceptedDay: Date;
  purchaseOrder: string;
  offerVersion: number;
  customer: string;
  company: string;
  email: string;
  phone: string;
  delivery: string;
  billing: string;
  lines: QuoteExportLine[];
  shippingHtCents: number;
  totalHtCents: number;
  totalTtcCents: number;
}

function orderLines(number: string, offer: OfferRow): QuoteExportLine[] {
  return offer.lines.map((line) => {
    const salePercentage = line.discountBasisPoints / 100;
    return {
      number,
      reference: line.reference,
      title: line.designation,
      packing: '',
      unitPriceCents: line.unitPriceHtCents,
      salePercentage,
      quantity: line.quantity,
      lineTotalHtCents: lineTotalHtCents(line.unitPriceHtCents, line.quantity, salePercentage),
    };
  });
}

/** One row per accepted quote whose accepted offer is among `offers`. */
export function orderExportRows(read: AdminQuotes, offers: readonly OfferRow[]): OrderExportRow[] {
  return read.quotes.flatMap((quote) => {
    const offer = offers.find(
      (row) => row.quoteId === quote.id && row.version === quote.offerVersion,
    );
    if (!offer || quote.acceptedAt === null) return [];
    const number = quoteNumber(quote.createdAt, quote.id);
    const totals = totalsOf(offer);
    const { year, month, day } = parisDateParts(quote.acceptedAt);
    return [
      {
        number,
        acceptedDay: new Date(Date.UTC(year, month - 1, day)),
        purchaseOrder: quote.purchaseOrder ?? '',
        offerVersion: offer.version,
        customer: `${quote.firstName} ${quote.lastName}`.trim(),
        company: quote.company,
        email: quote.email,
        phone: quote.phone,
        delivery: addressLines({
          street: quote.deliveryStreet,
          complement: quote.deliveryStreetComplement,
          zipCode: quote.deliveryZipCode,
          city: quote.deliveryCity,
          country: quote.deliveryCountry,
        }),
        billing: addressLines({
          street: quote.billingStreet,
          complement: quote.billingStreetComplement,
          zipCode: quote.billingZipCode,
          city: quote.billingCity,
          country: quote.billingCountry,
        }),
        lines: orderLines(number, offer),
        shippingHtCents: totals.shippingHtCents,
        totalHtCents: totals.totalHtCents,
        totalTtcCents: totals.totalTtcCents,
      },
    ];
  });
}

/** "commandes-2026-11-26.csv": the Paris day of the export. */
export const ordersExportFileName = (now: Date, extension: 'csv' | 'xlsx') =>
  `commandes-${parisDateYmd(now)}.${extension}`;

const amount = (cents: number) => toWireMoney(cents).replace('.', ',');

const CSV_HEADER = [
  'Numéro',
  'Acceptée le',
  'Bon de commande',
  'Offre',
  'Client',
  'Société / laboratoire',
  'Adresse e-mail',
  'Téléphone',
  'Adresse de livraison',
  'Adresse de facturation',
  'Lignes',
  'Frais de port HT',
  'Total HT',
  'Total TTC',
];

/**
 * One line per order, its lines one per line in the "Lignes" cell (reference · designation
 * × quantity à unit price, discount), amounts as a French spreadsheet reads them.
 */
export function ordersCsv(rows: readonly OrderExportRow[]): string {
  return spreadsheetCsv(
    CSV_HEADER,
    rows.map((row) => [
      row.number,
      formatDateFr(row.acceptedDay),
      textCell(row.purchaseOrder),
      `v${row.offerVersion}`,
      row.customer,
      row.company,
      row.email,
      textCell(row.phone),
      row.delivery,
      row.billing,
      row.lines
        .map(
          (line) =>
            `${line.reference} · ${line.title} × ${line.quantity} à ${amount(line.unitPriceCents)}${line.salePercentage ? `, remise ${String(line.salePercentage).replace('.', ',')} %` : ''}`,
        )
        .join('\n'),
      amount(row.shippingHtCents),
      amount(row.totalHtCents),
      amount(row.totalTtcCents),
    ]),
  );
}

/** The workbook: a sheet of orders, a sheet of their lines (the quote export's). */
export async function ordersXlsx(rows: readonly OrderExportRow[]): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet('Commandes', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Numéro', key: 'number', width: 14, style: { numFmt: TEXT } },
    { header: 'Acceptée le', key: 'acceptedDay', width: 12, style: { numFmt: DATE } },
    { header: 'Bon de commande', key: 'purchaseOrder', width: 22, style: { numFmt: TEXT } },
    { header: 'Offre', key: 'offerVersion', width: 8 },
    { header: 'Client', key: 'customer', width: 24 },
    { header: 'Société / laboratoire', key: 'company', width: 28 },
    { header: 'Adresse e-mail', key: 'email', width: 30 },
    { header: 'Téléphone', key: 'phone', width: 18, style: { numFmt: TEXT } },
    { header: 'Adresse de livraison', key: 'delivery', width: 36 },
    { header: 'Adresse de facturation', key: 'billing', width: 36 },
    { header: 'Frais de port HT', key: 'shippingHt', width: 14, style: { numFmt: EUROS } },
    { header: 'Total HT', key: 'totalHt', width: 14, style: { numFmt: EUROS } },
    { header: 'Total TTC', key: 'totalTtc', width: 14, style: { numFmt: EUROS } },
  ];
  for (const row of rows) {
    sheet.addRow({
      ...row,
      shippingHt: euros(row.shippingHtCents),
      totalHt: euros(row.totalHtCents),
      totalTtc: euros(row.totalTtcCents),
    });
  }
  sheet.getRow(1).font = { bold: true };
  addLinesSheet(workbook, rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
