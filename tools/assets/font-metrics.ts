// Advance widths of Helvetica and Helvetica-Bold (Adobe AFM, 1/1000 em) for printable
// ASCII. The brochure PDFs use the standard Helvetica fonts, which are not embedded, and
// Liberation Sans, used in the SVGs, shares their widths: text laid out with these fits
// both the PDF cover and its thumbnail.

export type FontWeight = 'regular' | 'bold';

/** The brochures' fonts: Helvetica, Helvetica-Bold and Courier in the PDF. */
export type BrochureFont = FontWeight | 'mono';

// Widths for code points 32 (space) to 126 (~), in order.
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
] as const;

const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
] as const;

// Characters outside ASCII that the brochures and banners use, as [regular, bold].
const EXTRA: Record<string, readonly [number, number]> = {
  '€': [556, 556],
  '’': [222, 278],
  '«': [556, 556],
  '»': [556, 556],
  '–': [556, 556],
  '—': [1000, 1000],
  '•': [350, 350],
  '°': [400, 400],
  '×': [584, 584],
  µ: [556, 611],
  '±': [584, 584],
  '\u00a0': [278, 278],
  '\u202f': [278, 278],
};

function charWidth(char: string, weight: FontWeight): number {
  const table = weight === 'bold' ? BOLD : REGULAR;
  const code = char.codePointAt(0) ?? 32;
  const direct = table[code - 32];
  if (direct !== undefined && code <= 126) return direct;
  const extra = EXTRA[char];
  if (extra) return weight === 'bold' ? extra[1] : extra[0];
  // Accented letters (é, à, ç, Ô...) have the width of their base letter in Helvetica.
  const base = char.normalize('NFD').charAt(0);
  const baseCode = base.codePointAt(0) ?? 0;
  if (baseCode >= 32 && baseCode <= 126) return table[baseCode - 32] ?? 556;
  return 556;
}

/** Width in the unit of `size` (points in the PDF, pixels in the SVGs). */
export function textWidth(
  text: string,
  size: number,
  weight: FontWeight = 'regular',
  letterSpacing = 0,
): number {
  let units = 0;
  for (const char of text) units += charWidth(char, weight);
  return (units * size) / 1000 + letterSpacing * Math.max(0, [...text].length - 1);
}

/** Width in points of `text` in a brochure font; Courier advances 0.6 em for every character. */
export function brochureTextWidth(text: string, size: number, font: BrochureFont): number {
  return font === 'mono' ? [...text].length * size * 0.6 : textWidth(text, size, font);
}

/** Greedy word wrap: the lines of `text` that fit in `maxWidth`. */
export function wrapText(
  text: string,
  maxWidth: number,
  size: number,
  weight: FontWeight = 'regular',
): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, size, weight) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}
