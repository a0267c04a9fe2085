import { DEMO_COMPANY } from '@labo/domain/company';
import { formatDateFr } from '@labo/domain/dates';
import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_FEE_CENTS } from '@labo/domain/limits';
import { formatEuros } from '@labo/domain/money';
import { formatPercent } from '@labo/domain/percent';
import { taxesByRate } from '@labo/domain/pricing';
import { ORDER_REFERENCE_LABEL } from '@labo/domain/quote-form-rules';
import { validUntilLabel } from '@labo/domain/quote-validity';
import { salesTerms } from '@labo/domain/sales-terms';
import type PDFDocument from 'pdfkit';
import { addressLines, fullName } from '#mail/mail-layout';
import type { QuotePdfData, QuotePdfLine } from './quote-pdf-data';
import { pdfFonts } from './quote-pdf-font';

// The quote as a document (docs/product/quote-request.md#quote-pdf), drawn with PDFKit
// (decision 011) as a tagged PDF/A-2b (decision 028): headings, paragraphs and the lines'
// table are structure elements in reading order; rules and page numbers are artifacts.

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

const MARGIN = 40;
const PAGE_BOTTOM = 841.89 - 56;
const WIDTH = 595.28 - 2 * MARGIN;
const CELL_PAD = 3;
const RULE_COLOR = '#9E9E9E';
const FONT_SIZE = 8;

const COLUMNS: { title: string; width: number; align: 'left' | 'right' }[] = [
  { title: 'Référence', width: 64, align: 'left' },
  { title: 'Désignation', width: 156, align: 'left' },
  { title: 'Conditionnement', width: 84, align: 'left' },
  { title: 'Prix unitaire HT', width: 58, align: 'right' },
  { title: 'Remise', width: 40, align: 'right' },
  { title: 'Quantité', width: 48, align: 'right' },
  { title: 'Total HT', width: 65, align: 'right' },
];

const PERCENT = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

function lineCells(line: QuotePdfLine): string[] {
  return [
    line.reference,
    line.title,
    line.packing,
    formatEuros(line.unitPriceCents),
    line.salePercentage === 0 ? '' : `-${formatPercent(PERCENT.format(line.salePercentage))}`,
    String(line.quantity),
    formatEuros(line.lineTotalHtCents),
  ];
}

/** Decorations that are not content: screen readers skip them, PDF/A wants them marked. */
function artifact(doc: Doc, draw: () => void): void {
  doc.markContent('Artifact');
  draw();
  doc.endMarkedContent();
}

function rule(doc: Doc, y: number): void {
  artifact(doc, () => {
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE_COLOR)
      .stroke();
  });
}

function paragraph(
  doc: Doc,
  parent: Struct,
  text: string,
  options: PDFKit.Mixins.TextOptions = {},
) {
  parent.add(doc.struct('P', {}, () => doc.text(text, options)));
}

function heading(doc: Doc, parent: Struct, level: 'H1' | 'H2', text: string): void {
  doc.font('bold').fontSize(level === 'H1' ? 16 : 11);
  parent.add(doc.struct(level, {}, () => doc.text(text)));
  doc.font('regular').fontSize(9).moveDown(0.3);
}

/** "Devis n° …", "Offre n° … (v2)" or "Commande n° …": the document's title and heading. */
function documentTitle(quote: QuotePdfData): string {
  const { offer } = quote;
  if (!offer) return `Devis n° ${quote.number}`;
  if (offer.purchaseOrder !== null) return `Commande n° ${quote.number}`;
  return `Offre n° ${quote.number} (v${offer.version})`;
}

/** The facts under the title: dates, validity and the buyer's references. */
function facts(quote: QuotePdfData): string[] {
  const { offer } = quote;
  const reference = quote.orderReference && `${ORDER_REFERENCE_LABEL} : ${quote.orderReference}`;
  if (!offer) {
    return [`Date : ${formatDateFr(quote.createdAt)}`, validUntilLabel(quote.createdAt), reference];
  }
  return [
    `Demande du ${formatDateFr(quote.createdAt)}, offre v${offer.version} du ${formatDateFr(offer.sentAt)}`,
    offer.purchaseOrder === null
      ? `Valable jusqu'au ${formatDateFr(`${offer.validUntil}T12:00:00Z`)}`
      : `Bon de commande : ${offer.purchaseOrder}`,
    reference,
    offer.leadTime && `Délai de livraison : ${offer.leadTime}`,
  ];
}

function header(doc: Doc, root: Struct, quote: QuotePdfData): void {
  const company = doc.struct('Sect');
  root.add(company);
  doc.font('bold').fontSize(12);
  paragraph(doc, company, DEMO_COMPANY.name);
  doc.font('regular').fontSize(9);
  paragraph(
    doc,
    company,
    `${DEMO_COMPANY.address}\nTél. ${DEMO_COMPANY.phone} (appel non surtaxé)`,
  );
  company.end();
  doc.moveDown(1);
  heading(doc, root, 'H1', documentTitle(quote));
  const section = doc.struct('Sect');
  root.add(section);
  paragraph(doc, section, facts(quote).filter(Boolean).join('\n'));
  if (quote.offer?.message) {
    doc.moveDown(0.5);
    paragraph(doc, section, quote.offer.message, { width: WIDTH });
  }
  section.end();
  doc.moveDown(0.8);
}

/** Two addresses side by side, each a heading-like label and its lines. */
function addresses(doc: Doc, section: Struct, quote: QuotePdfData): void {
  const top = doc.y;
  const half = WIDTH / 2 - 10;
  let bottom = top;
  for (const [index, [label, address]] of (
    [
      ['Adresse de livraison', quote.delivery],
      ['Adresse de facturation', quote.billing],
    ] as const
  ).entries()) {
    const x = MARGIN + index * (half + 20);
    doc.font('bold');
    section.add(doc.struct('P', {}, () => doc.text(label, x, top, { width: half })));
    doc.font('regular');
    paragraph(doc, section, addressLines(address) || '—', { width: half });
    bottom = Math.max(bottom, doc.y);
  }
  doc.x = MARGIN;
  doc.y = bottom;
}

function customer(doc: Doc, root: Struct, quote: QuotePdfData): void {
  heading(doc, root, 'H2', 'Client');
  const section = doc.struct('Sect');
  root.add(section);
  const contact = [
    fullName(quote),
    quote.company && `Société / laboratoire : ${quote.company}`,
    quote.email,
    quote.phone && `Tél. ${quote.phone}`,
  ]
    .filter(Boolean)
    .join('\n');
  paragraph(doc, section, contact);
  doc.moveDown(0.5);
  addresses(doc, section, quote);
  section.end();
  doc.moveDown(1);
}

function rowHeight(doc: Doc, cells: string[]): number {
  let height = 0;
  for (const [index, text] of cells.entries()) {
    const width = (COLUMNS[index]?.width ?? 0) - 2 * CELL_PAD;
    height = Math.max(height, doc.heightOfString(text || ' ', { width }));
  }
  return height + 2 * CELL_PAD;
}

/** One row of the table at doc.y: each cell a TH or TD holding its text. */
function row(doc: Doc, table: Struct, cells: string[], cellType: 'TH' | 'TD'): void {
  const top = doc.y;
  const height = rowHeight(doc, cells);
  const tr = doc.struct('TR');
  table.add(tr);
  let x = MARGIN;
  for (const [index, text] of cells.entries()) {
    const column = COLUMNS[index];
    if (!column) continue;
    const left = x;
    tr.add(
      doc.struct(cellType, {}, () => {
        if (text)
          doc.text(text, left + CELL_PAD, top + CELL_PAD, {
            width: column.width - 2 * CELL_PAD,
            align: column.align,
          });
      }),
    );
    x += column.width;
  }
  tr.end();
  doc.x = MARGIN;
  doc.y = top + height;
  rule(doc, doc.y);
}

function headerRow(doc: Doc, table: Struct): void {
  doc.font('bold').fontSize(FONT_SIZE);
  row(
    doc,
    table,
    COLUMNS.map((column) => column.title),
    'TH',
  );
  doc.font('regular');
}

/** The lines' table, its header row repeated at the top of each page it runs onto. */
function linesTable(doc: Doc, root: Struct, quote: QuotePdfData): void {
  heading(doc, root, 'H2', 'Articles');
  const table = doc.struct('Table');
  root.add(table);
  headerRow(doc, table);
  for (const line of quote.lines) {
    const cells = lineCells(line);
    doc.fontSize(FONT_SIZE);
    if (doc.y + rowHeight(doc, cells) > PAGE_BOTTOM) {
      doc.addPage();
      headerRow(doc, table);
    }
    doc.fontSize(FONT_SIZE);
    row(doc, table, cells, 'TD');
  }
  table.end();
  doc.moveDown(1);
}

function vatLabel(vatBasisPoints: number): string {
  return formatPercent(PERCENT.format(vatBasisPoints / 100));
}

/** docs/product/catalogue.md#sales-terms: the shipping rule, stated on the quote. */
function shippingText(totalHtCents: number): string {
  const rule = `Frais de port : offerts au-delà de ${formatEuros(FREE_SHIPPING_THRESHOLD_CENTS)} HT, sinon ${formatEuros(SHIPPING_FEE_CENTS)} HT.`;
  return totalHtCents > FREE_SHIPPING_THRESHOLD_CENTS
    ? `${rule} Ce devis en bénéficie : livraison offerte.`
    : `${rule} Ils s'ajouteront à ce devis.`;
}

/** The totals' rows: an offer states its lines and its shipping before Total HT. */
function totalRows(quote: QuotePdfData): [string, string][] {
  const { offer } = quote;
  const taxes = offer
    ? offer.vat.map(({ vatBasisPoints, baseHtCents, vatCents }) => ({
        vatBasisPoints,
        baseHtCents,
        taxesCents: vatCents,
      }))
    : taxesByRate(quote.lines);
  return [
    ...(offer
      ? ([
          ['Total des articles HT', formatEuros(offer.linesHtCents)],
          ['Frais de port HT', formatEuros(offer.shippingHtCents)],
        ] as [string, string][])
      : []),
    ['Total HT', formatEuros(quote.totalHtCents)],
    ...taxes.map((part): [string, string] => [
      `TVA ${vatLabel(part.vatBasisPoints)} sur ${formatEuros(part.baseHtCents)}`,
      formatEuros(part.taxesCents),
    ]),
    ['Total TTC', formatEuros(quote.totalTtcCents)],
  ];
}

function totals(doc: Doc, root: Struct, quote: QuotePdfData): void {
  const rows = totalRows(quote);
  if (doc.y + rows.length * 16 + 60 > PAGE_BOTTOM) doc.addPage();
  heading(doc, root, 'H2', 'Totaux');
  const table = doc.struct('Table');
  root.add(table);
  const labelWidth = 200;
  const valueWidth = 100;
  const left = MARGIN + WIDTH - labelWidth - valueWidth;
  for (const [label, value] of rows) {
    const top = doc.y;
    const strong = label.startsWith('Total');
    doc.font(strong ? 'bold' : 'regular').fontSize(9);
    const tr = doc.struct('TR');
    table.add(tr);
    tr.add(doc.struct('TH', {}, () => doc.text(label, left, top, { width: labelWidth })));
    tr.add(
      doc.struct('TD', {}, () =>
        doc.text(value, left + labelWidth, top, { width: valueWidth, align: 'right' }),
      ),
    );
    tr.end();
    doc.y = top + 14;
  }
  table.end();
  doc.x = MARGIN;
  doc.font('regular').moveDown(1);
  // An offer's shipping is in its totals, as staff set it.
  if (!quote.offer) paragraph(doc, root, shippingText(quote.totalHtCents), { width: WIDTH });
}

/** docs/product/catalogue.md#sales-terms, on a page of their own at the end. */
function terms(doc: Doc, root: Struct): void {
  doc.addPage();
  heading(doc, root, 'H1', salesTerms.title);
  paragraph(doc, root, salesTerms.intro, { width: WIDTH });
  for (const section of salesTerms.sections) {
    doc.moveDown(0.6);
    heading(doc, root, 'H2', section.title);
    for (const text of section.paragraphs) paragraph(doc, root, text, { width: WIDTH });
  }
}

/** "Page n / N" at the foot of every page, once the number of pages is known. */
function pageNumbers(doc: Doc, title: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // The foot lies in the bottom margin: without this PDFKit would start a new page.
    doc.page.margins.bottom = 0;
    artifact(doc, () => {
      doc.font('regular').fontSize(8).fillColor('#424242');
      doc.text(`${title} — Page ${index + 1} / ${count}`, MARGIN, PAGE_BOTTOM + 20, {
        width: WIDTH,
        align: 'right',
        lineBreak: false,
      });
    });
  }
}

/**
 * The quote's PDF as bytes. PDFKit is loaded by the first PDF rather than when the server
 * starts (docs/performance.md#start-up).
 */
export async function renderQuotePdf(quote: QuotePdfData): Promise<Buffer> {
  const { default: Pdf }: { default: typeof PDFDocument } = await import('pdfkit');
  const fonts = await pdfFonts();
  const title = documentTitle(quote);
  const doc = new Pdf({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    tagged: true,
    lang: 'fr-FR',
    displayTitle: true,
    pdfVersion: '1.7',
    subset: 'PDF/A-2b',
    // PDFKit opens a font here as well as a path, though its types say string: the default
    // font is then ours, and no standard font (which PDF/A forbids) is loaded.
    font: fonts.regular,
    info: {
      Title: title,
      Author: DEMO_COMPANY.name,
      Subject: title,
      CreationDate: quote.offer?.sentAt ?? quote.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular').fillColor('#000000');
  const root = doc.struct('Document');
  doc.addStructure(root);
  header(doc, root, quote);
  customer(doc, root, quote);
  linesTable(doc, root, quote);
  totals(doc, root, quote);
  terms(doc, root);
  root.end();
  pageNumbers(doc, title);
  doc.end();
  return done;
}
