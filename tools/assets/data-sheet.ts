import type { DataSheetContent } from './data-sheet-content';
import { wrapText } from './font-metrics';
import { demoCompany, shopColors } from './palette';
import { A4, drawPageFooter, drawPageHeader, MARGIN, type PdfPage, writePdf } from './pdf-page';

// Lays out a demo "Fiche technique": one A4 page in the brochures' style (same header band,
// same footer with the fictional-content notice), the sub-category's product picture, a
// table of typical characteristics and the safety and usage notes
// (docs/decisions/021-demo-article-media.md).

export interface DataSheet {
  /** The top category and the sub-category, as the catalogue names them. */
  category: string;
  subCategory: string;
  content: DataSheetContent;
}

const CONTENT_WIDTH = A4.width - MARGIN * 2;
const PICTURE = { size: 176, top: 84 } as const;
const TEXT_WIDTH = CONTENT_WIDTH - PICTURE.size - 24;
const VALUE_X = MARGIN + 176;
const VALUE_WIDTH = A4.width - MARGIN - 8 - VALUE_X;

/** Category, title and introduction beside the picture; returns the y below both. */
function drawTitleBlock(page: PdfPage, sheet: DataSheet, picture: Buffer): number {
  const pictureX = A4.width - MARGIN - PICTURE.size;
  page.image(picture, pictureX, PICTURE.top, PICTURE.size, PICTURE.size);
  page.text(MARGIN, 100, sheet.category.toLocaleUpperCase('fr-FR'), {
    size: 9,
    font: 'bold',
    color: shopColors.blue,
  });
  let y = 128;
  for (const line of wrapText(sheet.subCategory, TEXT_WIDTH, 22, 'bold')) {
    page.text(MARGIN, y, line, { size: 22, font: 'bold', color: shopColors.ink });
    y += 26;
  }
  page.fillRect(MARGIN, y - 14, 40, 3, shopColors.orange);
  y += 12;
  for (const line of wrapText(sheet.content.intro, TEXT_WIDTH, 10.5)) {
    page.text(MARGIN, y, line, { size: 10.5, color: shopColors.inkSoft });
    y += 15;
  }
  return Math.max(y, PICTURE.top + PICTURE.size) + 34;
}

/** The characteristics table; returns the y below it. */
function drawCharacteristics(
  page: PdfPage,
  rows: DataSheetContent['characteristics'],
  top: number,
) {
  page.text(MARGIN, top, 'Caractéristiques typiques', {
    size: 13,
    font: 'bold',
    color: shopColors.blue,
  });
  let y = top + 10;
  page.fillRect(MARGIN, y, CONTENT_WIDTH, 22, shopColors.blue);
  const header = { size: 8.5, font: 'bold', color: '#FFFFFF' } as const;
  page.text(MARGIN + 8, y + 14.5, 'Caractéristique', header);
  page.text(VALUE_X, y + 14.5, 'Valeur typique', header);
  y += 22;
  rows.forEach(([name, value], index) => {
    const lines = wrapText(value, VALUE_WIDTH, 9.5);
    const height = 10 + lines.length * 12;
    if (index % 2 === 1) page.fillRect(MARGIN, y, CONTENT_WIDTH, height, '#F3F6F9');
    page.text(MARGIN + 8, y + 14, name, { size: 9.5, font: 'bold', color: shopColors.ink });
    lines.forEach((line, lineIndex) => {
      page.text(VALUE_X, y + 14 + lineIndex * 12, line, { size: 9.5, color: shopColors.ink });
    });
    y += height;
  });
  page.line(MARGIN, y, A4.width - MARGIN, y, shopColors.line, 0.8);
  return y + 34;
}

function drawNotes(page: PdfPage, notes: readonly string[], top: number): void {
  page.text(MARGIN, top, 'Sécurité et utilisation', {
    size: 13,
    font: 'bold',
    color: shopColors.blue,
  });
  let y = top + 24;
  for (const note of notes) {
    page.fillRoundedRect(MARGIN, y - 7, 7, 7, 1.5, shopColors.orange);
    for (const line of wrapText(note, CONTENT_WIDTH - 18, 10)) {
      page.text(MARGIN + 18, y, line, { size: 10, color: shopColors.ink });
      y += 14;
    }
    y += 6;
  }
  page.text(
    MARGIN,
    y + 12,
    'Valeurs indicatives : les caractéristiques exactes figurent sur la fiche de chaque article.',
    { size: 8.5, color: shopColors.inkSoft },
  );
}

/** The sheet's PDF; `picture` is the product drawing as a JPEG (render-image.ts). */
export function buildDataSheetPdf(sheet: DataSheet, picture: Buffer): Promise<Buffer> {
  const info = {
    Title: `Fiche technique · ${sheet.subCategory}`,
    Author: demoCompany.name,
    Subject: sheet.category,
  };
  return writePdf(info, (addPage) => {
    const page = addPage();
    drawPageHeader(page, 'Fiche technique', shopColors.blue);
    const tableTop = drawTitleBlock(page, sheet, picture);
    drawNotes(
      page,
      sheet.content.notes,
      drawCharacteristics(page, sheet.content.characteristics, tableTop),
    );
    drawPageFooter(page, 'Édition 2026');
  });
}
