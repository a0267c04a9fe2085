import { formatEuros } from '@labo/domain/money';
import {
  type BrochureContent,
  type BrochureName,
  type BrochurePage,
  type BrochureSection,
  brochures,
} from './brochure-content';
import { COVER_ILLUSTRATION, coverShapes, PAGE } from './brochure-cover';
import { wrapText } from './font-metrics';
import { demoCompany, shopColors } from './palette';
import { drawPageFooter, drawPageHeader, MARGIN, type PdfPage, writePdf } from './pdf-page';

// Lays out a brochure: the cover (shared with the thumbnail, see brochure-cover.ts) and
// its pages of sample products, as a table of references and prices excluding tax.
// PDFKit writes the file through pdf-page.ts (docs/decisions/011-tools-workspace-and-pdf.md).

const CONTENT_WIDTH = PAGE.width - MARGIN * 2;

// Table columns: reference, designation, packaging, price (right-aligned).
const COLUMNS = {
  reference: MARGIN + 8,
  designation: MARGIN + 98,
  packaging: MARGIN + 338,
  price: PAGE.width - MARGIN - 8,
};
const DESIGNATION_WIDTH = COLUMNS.packaging - COLUMNS.designation - 12;
const SERVICES_TOP = 712;

function drawCover(page: PdfPage, name: BrochureName, illustration: Buffer): void {
  for (const shape of coverShapes(name)) {
    switch (shape.kind) {
      case 'rect':
        if (shape.radius) {
          page.fillRoundedRect(
            shape.x,
            shape.y,
            shape.width,
            shape.height,
            shape.radius,
            shape.color,
          );
        } else {
          page.fillRect(shape.x, shape.y, shape.width, shape.height, shape.color);
        }
        break;
      case 'text':
        page.text(shape.x, shape.y, shape.text, {
          size: shape.size,
          font: shape.font,
          color: shape.color,
          align: shape.align ?? 'left',
        });
        break;
      case 'illustration':
        page.image(
          illustration,
          COVER_ILLUSTRATION.x,
          COVER_ILLUSTRATION.y,
          COVER_ILLUSTRATION.width,
          COVER_ILLUSTRATION.height,
        );
        break;
    }
  }
}

/** Draws one section's table from `top`; returns the y below it. */
function drawSection(page: PdfPage, section: BrochureSection, top: number, color: string): number {
  let y = top;
  page.text(MARGIN, y, section.title, { size: 12, font: 'bold', color });
  y += 10;
  page.fillRect(MARGIN, y, CONTENT_WIDTH, 22, color);
  const headerBaseline = y + 14.5;
  const header = { size: 8.5, font: 'bold', color: '#FFFFFF' } as const;
  page.text(COLUMNS.reference, headerBaseline, 'Référence', header);
  page.text(COLUMNS.designation, headerBaseline, 'Désignation', header);
  page.text(COLUMNS.packaging, headerBaseline, 'Conditionnement', header);
  page.text(COLUMNS.price, headerBaseline, 'Prix HT', { ...header, align: 'right' });
  y += 22;
  section.lines.forEach((line, index) => {
    const designation = wrapText(line.designation, DESIGNATION_WIDTH, 9);
    const height = designation.length > 1 ? 32 : 22;
    if (index % 2 === 1) page.fillRect(MARGIN, y, CONTENT_WIDTH, height, '#F3F6F9');
    const baseline = y + 14.5;
    page.text(COLUMNS.reference, baseline, line.reference, {
      size: 8.5,
      font: 'mono',
      color: shopColors.ink,
    });
    designation.forEach((text, lineIndex) => {
      page.text(COLUMNS.designation, baseline + lineIndex * 11, text, {
        size: 9,
        color: shopColors.ink,
      });
    });
    page.text(COLUMNS.packaging, baseline, line.packaging, { size: 9, color: shopColors.inkSoft });
    page.text(COLUMNS.price, baseline, formatEuros(line.priceCents), {
      size: 9.5,
      font: 'bold',
      color: shopColors.ink,
      align: 'right',
    });
    y += height;
  });
  page.line(MARGIN, y, PAGE.width - MARGIN, y, shopColors.line, 0.8);
  return y + 30;
}

/** Draws the "how to order" box; returns the y below it. */
function drawOrderBox(page: PdfPage, top: number, accent: string): number {
  const lines = wrapText(
    `Ajoutez ces articles à votre devis sur notre site ou appelez-nous au ${demoCompany.phone}, du lundi au vendredi de 8h à 19h (appel non surtaxé). Prix HT indicatifs, TVA 20 % en sus, hors frais de port.`,
    CONTENT_WIDTH - 40,
    9.5,
  );
  const height = 34 + lines.length * 13;
  page.fillRoundedRect(MARGIN, top, CONTENT_WIDTH, height, 6, shopColors.blueMist);
  page.fillRect(MARGIN, top + 10, 3, height - 20, accent);
  page.text(MARGIN + 20, top + 22, 'Comment commander ?', {
    size: 10.5,
    font: 'bold',
    color: shopColors.blueDark,
  });
  lines.forEach((text, index) => {
    page.text(MARGIN + 20, top + 39 + index * 13, text, { size: 9.5, color: shopColors.ink });
  });
  return top + height;
}

const SERVICES = [
  {
    title: 'Devis en ligne',
    text: 'Composez votre panier sur le site et recevez un devis détaillé, sans engagement.',
  },
  {
    title: 'Livraison en Île-de-France',
    text: 'Notre propre service de livraison dessert Paris et sa banlieue.',
  },
  {
    title: 'Conseil technique',
    text: 'Nos conseillers vous répondent du lundi au vendredi, de 8h à 19h.',
  },
] as const;

/** Three columns about the shop's services, above the footer of the last page. */
function drawServices(page: PdfPage, top: number, color: string): void {
  const gap = 18;
  const width = (CONTENT_WIDTH - gap * 2) / 3;
  SERVICES.forEach((service, index) => {
    const x = MARGIN + index * (width + gap);
    page.fillRect(x, top, width, 2, color);
    page.fillRoundedRect(x, top + 14, 10, 10, 2, shopColors.orange);
    page.text(x + 16, top + 23, service.title, { size: 9.5, font: 'bold', color: shopColors.ink });
    wrapText(service.text, width, 8.5).forEach((text, lineIndex) => {
      page.text(x, top + 40 + lineIndex * 12, text, { size: 8.5, color: shopColors.inkSoft });
    });
  });
}

function drawContentPage(
  page: PdfPage,
  content: BrochureContent,
  sheet: BrochurePage,
  isLast: boolean,
  color: string,
): void {
  drawPageHeader(page, content.title, color);
  page.text(MARGIN, 104, sheet.heading, { size: 20, font: 'bold', color: shopColors.ink });
  page.fillRect(MARGIN, 114, 40, 3, shopColors.orange);
  const intro = wrapText(sheet.intro, CONTENT_WIDTH, 10.5);
  intro.forEach((text, index) => {
    page.text(MARGIN, 142 + index * 15, text, { size: 10.5, color: shopColors.inkSoft });
  });
  let y = 142 + intro.length * 15 + 26;
  for (const section of sheet.sections) y = drawSection(page, section, y, color);
  if (!isLast) return;
  const bottom = drawOrderBox(page, y, shopColors.orange);
  // The services band sits at a fixed place above the footer, when the tables leave room.
  if (bottom + 24 <= SERVICES_TOP) drawServices(page, SERVICES_TOP, color);
}

/** Table and header colour of the inner pages: the cover's, or the shop blue. */
const innerColors: Record<BrochureName, string> = {
  'catalogue-general': shopColors.blue,
  duran: '#0B4A8B',
  kartell: '#00756D',
  heidolph: '#2E3B43',
  ika: '#B00E28',
  brand: '#4A2F99',
};

/** The brochure's PDF; `coverJpeg` is the cover illustration (render-image.ts). */
export function buildBrochurePdf(name: BrochureName, coverJpeg: Buffer): Promise<Buffer> {
  const content = brochures[name];
  const info = {
    Title: `${content.title} · ${demoCompany.name}`,
    Author: demoCompany.name,
    Subject: content.subtitle,
  };
  return writePdf(info, (addPage) => {
    drawCover(addPage(), name, coverJpeg);
    const pageCount = content.pages.length + 1;
    content.pages.forEach((sheet, index) => {
      const page = addPage();
      drawContentPage(page, content, sheet, index === content.pages.length - 1, innerColors[name]);
      drawPageFooter(page, `Page ${index + 2} / ${pageCount}`);
    });
  });
}
