import type { Drawable, LabStyle } from './lab-style';
import { place, r, type SvgDocument } from './svg-document';

// Arranges product drawings side by side on a common floor, as on a catalogue photo:
// one scale for the whole group so relative sizes stay true, outlines at a constant
// pixel width, and a soft shadow under each object.

export interface LineUpItem {
  item: Drawable;
  /** Size relative to the other items (1 = canonical size). */
  scale?: number;
  /** Horizontal gap after this item, in canonical units (negative overlaps). */
  gapAfter?: number;
  /** Mirror the drawing (a spout or handle facing the other way). */
  flip?: boolean;
  /**
   * Height above the floor, in canonical units: positive for an object held in the air
   * (a pipette over a tube), negative for one standing nearer the viewer.
   */
  lift?: number;
}

export interface Box {
  x: number;
  /** The floor line: every item stands on it. */
  floor: number;
  width: number;
  /** Tallest allowed item height in pixels. */
  maxHeight: number;
}

export function lineUp(
  doc: SvgDocument,
  style: LabStyle,
  items: readonly LineUpItem[],
  box: Box,
  options: {
    strokePx?: number;
    /** Flat ellipses (scenes), blurred ones (studio product shots) or none. */
    shadow?: 'flat' | 'soft' | 'none';
    align?: 'center' | 'left' | 'right';
  } = {},
): string {
  const strokePx = options.strokePx ?? 2.4;
  const widths = items.map(({ item, scale = 1 }) => item.width * scale);
  const gaps = items.map(({ gapAfter = 10 }, index) => (index < items.length - 1 ? gapAfter : 0));
  const canonicalWidth =
    widths.reduce((sum, width) => sum + width, 0) + gaps.reduce((sum, gap) => sum + gap, 0);
  const tallest = Math.max(
    ...items.map(({ item, scale = 1, lift = 0 }) => (item.height + lift) * scale),
  );
  const s = Math.min(box.width / canonicalWidth, box.maxHeight / tallest);
  const usedWidth = canonicalWidth * s;
  const align = options.align ?? 'center';
  let x =
    align === 'left'
      ? box.x
      : align === 'right'
        ? box.x + box.width - usedWidth
        : box.x + (box.width - usedWidth) / 2;
  const shadows: string[] = [];
  const drawings: string[] = [];
  items.forEach(({ item, scale = 1, flip = false, lift = 0 }, index) => {
    const width = (widths[index] ?? 0) * s;
    const centre = x + width / 2;
    const itemScale = s * scale;
    // A lifted object (held in the air) casts no shadow; a lowered one stands in front.
    if (lift <= 0)
      shadows.push(
        shadowUnder(
          doc,
          style,
          options.shadow ?? 'flat',
          centre,
          box.floor - lift * itemScale,
          width,
        ),
      );
    drawings.push(
      place(
        centre,
        box.floor - lift * itemScale,
        itemScale,
        item.draw({ doc, style, strokeWidth: strokePx / itemScale }),
        flip,
      ),
    );
    x += width + (gaps[index] ?? 0) * s;
  });
  return shadows.join('') + drawings.join('');
}

function shadowUnder(
  doc: SvgDocument,
  style: LabStyle,
  kind: 'flat' | 'soft' | 'none',
  centre: number,
  floor: number,
  width: number,
): string {
  if (kind === 'none') return '';
  if (kind === 'flat') {
    return `<ellipse cx="${r(centre)}" cy="${r(floor)}" rx="${r(width * 0.52)}" ry="${r(Math.max(3, width * 0.07))}" fill="${style.shadow}" fill-opacity="${style.shadowOpacity}"/>`;
  }
  // A radial gradient stretched over the ellipse: dark under the object, fading out.
  const fill = doc.radialGlow(style.shadow, style.shadowOpacity * 2.6);
  return `<ellipse cx="${r(centre)}" cy="${r(floor)}" rx="${r(width * 0.66)}" ry="${r(Math.max(6, width * 0.1))}" fill="${fill}"/>`;
}
