import { type LineUpItem, lineUp } from './composition';
import { lightLabStyle } from './lab-style';
import { SvgDocument } from './svg-document';

// A catalogue product photo of one or two objects: 800×800, a seamless light studio
// sweep (no wall decorations, unlike the category scenes of illustration-backdrop.ts), a
// soft shadow under each object and no text (docs/decisions/021-demo-article-media.md).

const SHOT_SIZE = 800;
const FLOOR = 625;

export interface ProductShot {
  items: LineUpItem[];
  /** Share of the picture's width the group may take (wide objects fill less). */
  width?: number;
  /** Tallest object's share of the picture's height. */
  height?: number;
}

function studio(doc: SvgDocument): string {
  const wall = doc.linearGradient([
    [0, '#FFFFFF'],
    [0.7, '#F1F4F7'],
    [1, '#E6EBF0'],
  ]);
  const floor = doc.linearGradient([
    [0, '#E9EEF2'],
    [1, '#F8FAFB'],
  ]);
  const glow = doc.radialGlow('#FFFFFF', 0.85);
  return [
    `<rect width="${SHOT_SIZE}" height="${FLOOR}" fill="${wall}"/>`,
    `<rect y="${FLOOR}" width="${SHOT_SIZE}" height="${SHOT_SIZE - FLOOR}" fill="${floor}"/>`,
    `<ellipse cx="400" cy="${FLOOR - 220}" rx="420" ry="360" fill="${glow}"/>`,
  ].join('');
}

/** The shot's SVG; `id` prefixes its gradient ids (one document per picture). */
export function productShotSvg(shot: ProductShot, id: string): string {
  const doc = new SvgDocument(SHOT_SIZE, SHOT_SIZE, id);
  const width = SHOT_SIZE * (shot.width ?? 0.74);
  const body =
    studio(doc) +
    lineUp(
      doc,
      lightLabStyle,
      shot.items,
      {
        x: (SHOT_SIZE - width) / 2,
        floor: FLOOR,
        width,
        maxHeight: SHOT_SIZE * (shot.height ?? 0.62),
      },
      { strokePx: 3.2, shadow: 'soft' },
    );
  return doc.render(body);
}
