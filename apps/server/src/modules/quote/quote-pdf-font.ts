import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The quote PDF's fonts (decision 028): DejaVu Sans from the dejavu-fonts-ttf package, a
// TrueType font with every French character (œ, Œ, ç, the narrow no-break space of amounts)
// that PDFKit embeds as a subset, as PDF/A asks. Read once per process.

const require = createRequire(import.meta.url);
const read = (file: string): Buffer =>
  readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));

export const PDF_FONTS = {
  regular: read('DejaVuSans.ttf'),
  bold: read('DejaVuSans-Bold.ttf'),
};
