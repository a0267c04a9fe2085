import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { keptOnceLoaded } from './kept-once-loaded';

// The quote PDF's fonts (decision 028): DejaVu Sans from the dejavu-fonts-ttf package, a
// TrueType font with every French character (œ, Œ, ç, the narrow no-break space of amounts)
// that PDFKit embeds as a subset, as PDF/A asks.
//
// Parsed once per process by fontkit, PDFKit's own font library, and given parsed to every
// document: given the file's bytes, PDFKit parses the font and builds its layout tables again
// for each document, two thirds of a PDF's time (docs/performance.md#quote-pdf). PDFKit
// takes a parsed font wherever it takes bytes, though its types only name bytes and paths.

/** A font as PDFKit's `registerFont` and `font` option are typed to take it. */
type PdfFont = string;

const require = createRequire(import.meta.url);

/** The regular and bold fonts, parsed by the first PDF (docs/performance.md#start-up). */
export const pdfFonts = keptOnceLoaded(async () => {
  const { create } = await import('fontkit');
  const open = (file: string) => create(readFileSync(file)) as unknown as PdfFont;
  return {
    regular: open(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: open(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
});
