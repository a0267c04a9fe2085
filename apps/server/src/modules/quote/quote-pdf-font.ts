import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The quote PDF's fonts (decision 028): DejaVu Sans from the dejavu-fonts-ttf package, a
// TrueType font with every French character (œ, Œ, ç, the narrow no-break space of amounts)
// that PDFKit embeds as a subset, as PDF/A asks. Read once per process.

const require = createRequire(import.meta.url);
export const PDF_FONTS = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};
