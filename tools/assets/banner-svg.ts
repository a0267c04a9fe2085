import type { BannerWidth } from '@labo/web/features/home/banner-widths';
import { type BrandPattern, type BrandSlug, type BrandTheme, brandThemes } from './brand-themes';
import { type Box, lineUp } from './composition';
import { textWidth, wrapText } from './font-metrics';
import { fitFontSize, r, SvgDocument, seededRandom, svgText } from './svg-document';

// Partner banners of the home carousel, 330 px high at 375, 770 and 1160 px wide
// (docs/decisions/005-generated-visual-assets.md). Each width has its own layout rather than a scaled copy: text beside the
// products on the two wide ones, text above the products on the phone one.

const HEIGHT = 330;
const OVERLINE = 'MARQUE PARTENAIRE';

interface TextLayout {
  x: number;
  overlineY: number;
  overlineSize: number;
  nameY: number;
  nameSize: number;
  maxNameWidth: number;
  barY: number | null;
  taglineY: number;
  taglineSize: number;
  taglineWidth: number;
  taglineMaxLines: number;
  /** Chips sit under the tagline, whatever its number of lines; null: no chips. */
  chipsY: 0 | null;
  maxChips: number;
}

interface BannerLayout {
  text: TextLayout;
  stage: Box;
  glow: { cx: number; cy: number; r: number };
}

const layouts: Record<BannerWidth, BannerLayout> = {
  1160: {
    text: {
      x: 64,
      overlineY: 86,
      overlineSize: 13,
      nameY: 150,
      nameSize: 64,
      maxNameWidth: 430,
      barY: 172,
      taglineY: 212,
      taglineSize: 20,
      taglineWidth: 420,
      taglineMaxLines: 2,
      chipsY: 0,
      maxChips: 2,
    },
    stage: { x: 540, floor: 300, width: 570, maxHeight: 250 },
    glow: { cx: 830, cy: 190, r: 260 },
  },
  770: {
    text: {
      x: 40,
      overlineY: 78,
      overlineSize: 12,
      nameY: 136,
      nameSize: 54,
      maxNameWidth: 330,
      barY: 156,
      taglineY: 194,
      taglineSize: 18,
      taglineWidth: 320,
      taglineMaxLines: 3,
      chipsY: 0,
      maxChips: 1,
    },
    stage: { x: 400, floor: 302, width: 340, maxHeight: 236 },
    glow: { cx: 575, cy: 190, r: 200 },
  },
  375: {
    text: {
      x: 24,
      overlineY: 36,
      overlineSize: 11,
      nameY: 78,
      nameSize: 38,
      maxNameWidth: 327,
      barY: null,
      taglineY: 106,
      taglineSize: 15,
      taglineWidth: 320,
      taglineMaxLines: 2,
      chipsY: null,
      maxChips: 0,
    },
    stage: { x: 20, floor: 316, width: 335, maxHeight: 172 },
    glow: { cx: 188, cy: 250, r: 170 },
  },
};

function hexagonPath(cx: number, cy: number, radius: number): string {
  const points = Array.from({ length: 6 }, (_, index) => {
    const angle = (Math.PI / 3) * index;
    return `${r(cx + radius * Math.cos(angle))},${r(cy + radius * Math.sin(angle))}`;
  });
  return `M${points.join(' L')} Z`;
}

/** The brand's background motif, kept away from the text on the left. */
function pattern(kind: BrandPattern, theme: BrandTheme, width: number, layout: BannerLayout) {
  const { glow } = layout;
  const narrow = width < 500;
  switch (kind) {
    case 'hexagons': {
      // A honeycomb lattice, the benzene ring of chemistry drawings.
      const radius = narrow ? 22 : 30;
      const paths: string[] = [];
      const startX = narrow ? 0 : width * 0.42;
      for (let column = 0; startX + column * radius * 1.5 < width + radius; column += 1) {
        for (let row = -1; row * radius * Math.sqrt(3) < HEIGHT + radius; row += 1) {
          const cx = startX + column * radius * 1.5;
          const cy = row * radius * Math.sqrt(3) + (column % 2 ? (radius * Math.sqrt(3)) / 2 : 0);
          paths.push(hexagonPath(cx, cy, radius));
        }
      }
      const fade = narrow ? 0.07 : 0.1;
      return `<path d="${paths.join(' ')}" fill="none" stroke="${theme.accent}" stroke-opacity="${fade}" stroke-width="1.2"/>`;
    }
    case 'bubbles': {
      const random = seededRandom(width);
      const circles = Array.from({ length: narrow ? 7 : 12 }, () => {
        const cx = (narrow ? 0 : width * 0.35) + random() * width * (narrow ? 1 : 0.65);
        const cy = random() * HEIGHT;
        const radius = 14 + random() * (narrow ? 40 : 70);
        return `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="#FFFFFF" fill-opacity="${r(0.04 + random() * 0.06)}"/>`;
      });
      return circles.join('');
    }
    case 'orbits': {
      // Concentric rings: rotation, the core of evaporators and stirrers.
      const rings = [0.55, 0.8, 1.05, 1.3]
        .map(
          (factor, index) =>
            `<circle cx="${glow.cx}" cy="${glow.cy}" r="${r(glow.r * factor)}" fill="none" stroke="${theme.accent}" stroke-opacity="${r(0.22 - index * 0.04)}" stroke-width="1.5"${index % 2 ? ' stroke-dasharray="4 10"' : ''}/>`,
        )
        .join('');
      return rings;
    }
    case 'slab': {
      if (narrow) {
        return `<path d="M0,${HEIGHT * 0.62} L${width},${HEIGHT * 0.5} L${width},${HEIGHT} L0,${HEIGHT} Z" fill="${theme.accent}"/><path d="M0,${HEIGHT * 0.62} L${width},${HEIGHT * 0.5} L${width},${HEIGHT * 0.5 + 6} L0,${HEIGHT * 0.62 + 6} Z" fill="#FFFFFF" fill-opacity="0.25"/>`;
      }
      const left = layout.stage.x + layout.stage.width * 0.12;
      return `<path d="M${r(left + 90)},0 L${width},0 L${width},${HEIGHT} L${r(left - 30)},${HEIGHT} Z" fill="${theme.accent}"/><path d="M${r(left + 40)},0 L${r(left + 70)},0 L${r(left - 50)},${HEIGHT} L${r(left - 80)},${HEIGHT} Z" fill="${theme.accent}" fill-opacity="0.15"/>`;
    }
  }
}

function chips(theme: BrandTheme, text: TextLayout, top: number): string {
  if (text.chipsY === null) return '';
  const size = 13;
  const height = 30;
  let x = text.x;
  return theme.features
    .slice(0, text.maxChips)
    .map((feature) => {
      const width = textWidth(feature, size, 'bold') + 28;
      const chip = `<rect x="${r(x)}" y="${top}" width="${r(width)}" height="${height}" rx="${height / 2}" fill="${theme.chipFill}" fill-opacity="${theme.chipOpacity}"/><circle cx="${r(x + 14)}" cy="${top + height / 2}" r="3" fill="${theme.accent}"/>${svgText(x + 22, top + 19.5, feature, { size, fill: theme.chipText, weight: 'bold' })}`;
      x += width + 10;
      return chip;
    })
    .join('');
}

function textBlock(theme: BrandTheme, text: TextLayout): string {
  const nameSize = fitFontSize(theme.name, text.maxNameWidth, text.nameSize, 24, 'bold');
  const lines = wrapText(theme.tagline, text.taglineWidth, text.taglineSize).slice(
    0,
    text.taglineMaxLines,
  );
  const lineHeight = Math.round(text.taglineSize * 1.38);
  return [
    svgText(text.x, text.overlineY, OVERLINE, {
      size: text.overlineSize,
      fill: theme.accent,
      weight: 'bold',
      letterSpacing: 2.4,
    }),
    svgText(text.x - nameSize * 0.04, text.nameY, theme.name, {
      size: nameSize,
      fill: theme.text,
      weight: 'bold',
    }),
    text.barY === null
      ? ''
      : `<rect x="${text.x}" y="${text.barY}" width="56" height="4" rx="2" fill="${theme.accent}"/>`,
    ...lines.map((line, index) =>
      svgText(text.x, text.taglineY + index * lineHeight, line, {
        size: text.taglineSize,
        fill: theme.textSoft,
      }),
    ),
    chips(theme, text, text.taglineY + (lines.length - 1) * lineHeight + 24),
  ].join('');
}

export function bannerSvg(slug: BrandSlug, width: BannerWidth): string {
  const theme = brandThemes[slug];
  const layout = layouts[width];
  const doc = new SvgDocument(width, HEIGHT, `${slug}-${width}`);
  const background = doc.linearGradient(
    [
      [0, theme.background[0]],
      [1, theme.background[1]],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0.4 },
  );
  const dark = theme.slug !== 'ika';
  const glow = doc.radialGlow(dark ? '#FFFFFF' : theme.accent, dark ? 0.2 : 0.1);
  const body = [
    `<rect width="${width}" height="${HEIGHT}" fill="${background}"/>`,
    pattern(theme.pattern, theme, width, layout),
    `<circle cx="${layout.glow.cx}" cy="${layout.glow.cy}" r="${layout.glow.r}" fill="${glow}"/>`,
    textBlock(theme, layout.text),
    lineUp(doc, theme.style, theme.products[width], layout.stage, { strokePx: 2.2 }),
  ].join('');
  return doc.render(body);
}
