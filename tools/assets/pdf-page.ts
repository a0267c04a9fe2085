import PDFDocument from 'pdfkit';
import type { BrochureFont } from './font-metrics';
import { demoCompany, shopColors } from './palette';

// What the brochures and the demo data sheets share to write a PDF with PDFKit
// (docs/decisions/011-tools-workspace-and-pdf.md): A4 pages, the standard fonts
// (Helvetica, Courier: not embedded, WinAnsi text) whose widths font-metrics.ts knows,
// and a fixed creation date so that the same content gives the same bytes.

/** A4 in PDF points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** Left and right margin of the inner pages. */
export const MARGIN = 48;

interface TextStyle {
  size: number;
  font?: BrochureFont;
  color?: string;
  align?: 'left' | 'right';
}

const PDF_FONTS: Record<BrochureFont, string> = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  mono: 'Courier',
};

/** Fixed, so that regenerating a file gives the same bytes (PDFKit derives the file id from it). */
const CREATION_DATE = new Date('2026-01-01T00:00:00Z');

/**
 * The few drawing operations the layouts need, on one PDFKit page, with coordinates in
 * points from the top-left corner and text placed by its baseline, as in the SVGs.
 */
export class PdfPage {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  fillRect(x: number, y: number, width: number, height: number, color: string): void {
    this.doc.rect(x, y, width, height).fill(color);
  }

  fillRoundedRect(
    x: number,
    y: number,
    width: number,
    height: number,
    radius: number,
    color: string,
  ): void {
    this.doc.roundedRect(x, y, width, height, radius).fill(color);
  }

  line(x1: number, y1: number, x2: number, y2: number, color: string, width = 1): void {
    this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).stroke(color);
  }

  text(x: number, y: number, content: string, style: TextStyle): void {
    // Intl's French numbers put a narrow no-break space between thousands, which WinAnsi
    // lacks: the plain no-break space looks the same.
    const text = content.replaceAll('\u202f', '\u00a0');
    this.doc
      .font(PDF_FONTS[style.font ?? 'regular'])
      .fontSize(style.size)
      .fillColor(style.color ?? '#000000');
    const left = style.align === 'right' ? x - this.doc.widthOfString(text) : x;
    this.doc.text(text, left, y, { baseline: 'alphabetic', lineBreak: false });
  }

  image(jpeg: Buffer, x: number, y: number, width: number, height: number): void {
    this.doc.image(jpeg, x, y, { width, height });
  }
}

interface PdfInfo {
  Title: string;
  Author: string;
  Subject: string;
}

/** Runs `draw`, which adds the pages it needs, and returns the finished file. */
export async function writePdf(
  info: PdfInfo,
  draw: (addPage: () => PdfPage) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    size: [A4.width, A4.height],
    margin: 0,
    info: { ...info, CreationDate: CREATION_DATE },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const page = new PdfPage(doc);
  draw(() => {
    doc.addPage();
    return page;
  });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The coloured band atop an inner page: its title, and the company's name on the right. */
export function drawPageHeader(page: PdfPage, title: string, color: string): void {
  page.fillRect(0, 0, A4.width, 56, color);
  page.text(MARGIN, 34, title, { size: 13, font: 'bold', color: '#FFFFFF' });
  page.text(A4.width - MARGIN, 34, demoCompany.name, { size: 9, color: '#FFFFFF', align: 'right' });
}

/** The foot of an inner page: the company and the fictional-content notice, `right` opposite. */
export function drawPageFooter(page: PdfPage, right: string): void {
  page.line(MARGIN, 800, A4.width - MARGIN, 800, shopColors.line, 0.6);
  page.text(MARGIN, 816, `${demoCompany.name} · ${demoCompany.disclaimer}`, {
    size: 7.5,
    color: shopColors.inkSoft,
  });
  page.text(A4.width - MARGIN, 816, right, {
    size: 7.5,
    color: shopColors.inkSoft,
    align: 'right',
  });
}
