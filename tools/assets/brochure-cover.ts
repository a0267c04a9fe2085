import { type BrochureName, brochures } from './brochure-content';
import { type CoverPalette, coverPalettes } from './brochure-palettes';
import { lineUp } from './composition';
import { type BrochureFont, brochureTextWidth, wrapText } from './font-metrics';
import { backdrop } from './illustration-backdrop';
import { demoCompany, shopColors } from './palette';
import { A4 } from './pdf-page';
import { escapeXml, r, SvgDocument } from './svg-document';

// The brochure cover, described once as a list of shapes and drawn twice: into the PDF
// (brochure.ts) and into the 240×340 thumbnail of the home page's "Nos catalogues". The
// thumbnail is therefore the cover itself, not a look-alike.

/** The brochure's page, A4 like every PDF of ours. */
export const PAGE = A4;
export const COVER_ILLUSTRATION = { x: 0, y: 96, width: 595.28, height: 420 } as const;

type CoverShape =
  | {
      kind: 'rect';
      x: number;
      y: number;
      width: number;
      height: number;
      color: string;
      radius?: number;
    }
  | {
      kind: 'text';
      x: number;
      y: number;
      text: string;
      size: number;
      font: BrochureFont;
      color: string;
      align?: 'left' | 'right';
    }
  | { kind: 'illustration' };

/** The cover illustration alone, drawn in its own box (0,0)-(width,height). */
export function coverIllustrationSvg(name: BrochureName): string {
  const palette = coverPalettes[name];
  const { width, height } = COVER_ILLUSTRATION;
  const doc = new SvgDocument(width, height, `cover-${name}`);
  const floor = height - 56;
  const body = [
    backdrop({
      width,
      height,
      floor,
      variant: name.length,
      wall: palette.wall,
      disc: palette.disc,
      accent: palette.accent === shopColors.orangeLight ? shopColors.orange : palette.band,
      dots: palette.dots,
    }),
    lineUp(doc, palette.style, palette.items, {
      x: 40,
      floor,
      width: width - 80,
      maxHeight: height - 110,
    }),
  ].join('');
  return doc.render(body);
}

/** `color` moved toward white by `amount` (0-1): PDF fills have no opacity here. */
function lighten(color: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(color.slice(start, start + 2), 16));
  return `#${channels
    .map((value) =>
      Math.round(value + (255 - value) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The shop's services, as pills in the free band of the cover. */
const COVER_SERVICES = [
  'Devis en ligne',
  'Livraison en Île-de-France',
  'Conseil du lundi au vendredi',
];

function servicePills(palette: CoverPalette, left: number, top: number): CoverShape[] {
  const shapes: CoverShape[] = [];
  let x = left;
  for (const service of COVER_SERVICES) {
    const width = brochureTextWidth(service, 9.5, 'bold') + 34;
    shapes.push(
      {
        kind: 'rect',
        x,
        y: top,
        width,
        height: 26,
        color: lighten(palette.primary, 0.12),
        radius: 13,
      },
      {
        kind: 'rect',
        x: x + 12,
        y: top + 11,
        width: 4,
        height: 4,
        color: palette.accent,
        radius: 2,
      },
      {
        kind: 'text',
        x: x + 23,
        y: top + 16.8,
        text: service,
        size: 9.5,
        font: 'bold',
        color: '#FFFFFF',
      },
    );
    x += width + 10;
  }
  return shapes;
}

function fitTitle(title: string, maxWidth: number): number {
  let size = 42;
  while (size > 24 && brochureTextWidth(title, size, 'bold') > maxWidth) size -= 1;
  return size;
}

export function coverShapes(name: BrochureName): CoverShape[] {
  const content = brochures[name];
  const palette = coverPalettes[name];
  const left = 48;
  const right = PAGE.width - 48;
  const titleSize = fitTitle(content.title, right - left);
  const subtitle = wrapText(content.subtitle, right - left - 20, 14).slice(0, 3);
  return [
    { kind: 'rect', x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: palette.primary },
    {
      kind: 'text',
      x: left,
      y: 54,
      text: demoCompany.name,
      size: 13,
      font: 'bold',
      color: '#FFFFFF',
    },
    {
      kind: 'text',
      x: right,
      y: 54,
      text: 'Édition 2026',
      size: 10,
      font: 'regular',
      color: palette.textSoft,
      align: 'right',
    },
    { kind: 'rect', x: left, y: 66, width: 28, height: 3, color: palette.accent },
    { kind: 'illustration' },
    {
      kind: 'text',
      x: left,
      y: 570,
      text: content.overline,
      size: 10,
      font: 'bold',
      color: palette.accent,
    },
    {
      kind: 'text',
      x: left - 1,
      y: 570 + 14 + titleSize * 0.9,
      text: content.title,
      size: titleSize,
      font: 'bold',
      color: '#FFFFFF',
    },
    { kind: 'rect', x: left, y: 570 + 30 + titleSize, width: 56, height: 4, color: palette.accent },
    ...subtitle.map(
      (text, index): CoverShape => ({
        kind: 'text',
        x: left,
        y: 570 + 66 + titleSize + index * 20,
        text,
        size: 14,
        font: 'regular',
        color: palette.textSoft,
      }),
    ),
    ...servicePills(palette, left, 716),
    {
      kind: 'rect',
      x: 0,
      y: 768,
      width: PAGE.width,
      height: PAGE.height - 768,
      color: palette.band,
    },
    {
      kind: 'text',
      x: left,
      y: 798,
      text: demoCompany.name,
      size: 11,
      font: 'bold',
      color: '#FFFFFF',
    },
    {
      kind: 'text',
      x: left,
      y: 815,
      text: `${demoCompany.phone} · ${demoCompany.website}`,
      size: 9,
      font: 'regular',
      color: palette.textSoft,
    },
    {
      kind: 'text',
      x: right,
      y: 798,
      text: 'Document de démonstration',
      size: 9,
      font: 'bold',
      color: '#FFFFFF',
      align: 'right',
    },
    {
      kind: 'text',
      x: right,
      y: 815,
      text: 'Société, références et prix fictifs',
      size: 9,
      font: 'regular',
      color: palette.textSoft,
      align: 'right',
    },
  ];
}

const SVG_FONTS: Record<BrochureFont, { family: string; weight: number }> = {
  regular: { family: "'Liberation Sans', 'DejaVu Sans', sans-serif", weight: 400 },
  bold: { family: "'Liberation Sans', 'DejaVu Sans', sans-serif", weight: 700 },
  mono: { family: "'Liberation Mono', 'DejaVu Sans Mono', monospace", weight: 400 },
};

/** The whole cover as an SVG the size of the page (the thumbnail scales it down). */
export function coverPageSvg(name: BrochureName): string {
  const illustration = coverIllustrationSvg(name).replace(
    '<svg ',
    `<svg x="${COVER_ILLUSTRATION.x}" y="${COVER_ILLUSTRATION.y}" `,
  );
  const parts = coverShapes(name).map((shape) => {
    if (shape.kind === 'illustration') return illustration;
    if (shape.kind === 'rect') {
      return `<rect x="${r(shape.x)}" y="${r(shape.y)}" width="${r(shape.width)}" height="${r(shape.height)}" rx="${shape.radius ?? 0}" fill="${shape.color}"/>`;
    }
    const font = SVG_FONTS[shape.font];
    const anchor = shape.align === 'right' ? 'end' : 'start';
    return `<text x="${r(shape.x)}" y="${r(shape.y)}" font-family="${font.family}" font-weight="${font.weight}" font-size="${shape.size}" fill="${shape.color}" text-anchor="${anchor}">${escapeXml(shape.text)}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.width}" height="${PAGE.height}" viewBox="0 0 ${PAGE.width} ${PAGE.height}" preserveAspectRatio="none">${parts.join('')}</svg>`;
}
