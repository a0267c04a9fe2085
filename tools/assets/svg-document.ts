import { type FontWeight, textWidth } from './font-metrics';
import { fontFamily } from './palette';

// A tiny SVG builder. Drawings are plain strings (librsvg, through sharp, renders them);
// this class only hands out unique ids for gradients and clip paths, collects their
// definitions and wraps the body. Ids come from a counter, not randomness, so the same
// code always produces the same bytes (deterministic, commit-friendly output).

export class SvgDocument {
  private counter = 0;
  private readonly defs: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
    private readonly prefix: string,
  ) {}

  /** A fresh id, unique inside this document. */
  id(kind: string): string {
    this.counter += 1;
    return `${this.prefix}-${kind}-${this.counter}`;
  }

  /** A vertical (default) or custom-direction linear gradient; returns its `url(#...)`. */
  linearGradient(
    stops: ReadonlyArray<readonly [offset: number, color: string, opacity?: number]>,
    direction: { x1: number; y1: number; x2: number; y2: number } = { x1: 0, y1: 0, x2: 0, y2: 1 },
  ): string {
    const id = this.id('lg');
    const stopTags = stops
      .map(
        ([offset, color, opacity = 1]) =>
          `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
      )
      .join('');
    const { x1, y1, x2, y2 } = direction;
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial glow from `color` at the centre to transparent at the edge. */
  radialGlow(color: string, opacity: number): string {
    const id = this.id('rg');
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Clips `content` to `pathData` (same user space as the content). */
  clip(pathData: string, content: string): string {
    const id = this.id('clip');
    this.defs.push(`<clipPath id="${id}"><path d="${pathData}"/></clipPath>`);
    return `<g clip-path="url(#${id})">${content}</g>`;
  }

  render(body: string): string {
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">`,
      `<defs>${this.defs.join('')}</defs>`,
      body,
      '</svg>',
    ].join('');
  }
}

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

interface TextOptions {
  size: number;
  fill: string;
  weight?: FontWeight;
  anchor?: 'start' | 'middle' | 'end';
  letterSpacing?: number;
  opacity?: number;
}

/** One line of text in the shared font. */
export function svgText(x: number, y: number, content: string, options: TextOptions): string {
  const weight = options.weight === 'bold' ? 700 : 400;
  const spacing = options.letterSpacing ? ` letter-spacing="${options.letterSpacing}"` : '';
  const opacity = options.opacity === undefined ? '' : ` fill-opacity="${options.opacity}"`;
  return `<text x="${r(x)}" y="${r(y)}" font-family="${fontFamily}" font-size="${options.size}" font-weight="${weight}" fill="${options.fill}" text-anchor="${options.anchor ?? 'start'}"${spacing}${opacity}>${escapeXml(content)}</text>`;
}

/** Largest font size (down to `min`) at which `content` fits in `maxWidth`. */
export function fitFontSize(
  content: string,
  maxWidth: number,
  preferred: number,
  min: number,
  weight: FontWeight = 'regular',
  letterSpacing = 0,
): number {
  let size = preferred;
  while (size > min && textWidth(content, size, weight, letterSpacing) > maxWidth) size -= 1;
  return size;
}

/** Rounds to 2 decimals: shorter SVG and identical output on every machine. */
export function r(value: number): number {
  return Math.round(value * 100) / 100;
}

/** `<g>` that moves the origin to (x, y) and scales a drawing made in canonical units. */
export function place(x: number, y: number, scale: number, content: string, flip = false): string {
  const sx = flip ? -scale : scale;
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${r(sx * 1000) / 1000} ${r(scale * 1000) / 1000})">${content}</g>`;
}

/** Deterministic pseudo-random numbers (mulberry32) for scattered decorations. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
