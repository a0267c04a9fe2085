import type { Drawable, DrawContext } from './lab-style';

// Borosilicate glassware in a flat style: a tinted translucent body, its liquid clipped
// to the body's outline, printed graduations, one highlight stripe and a crisp outline.

interface VesselParts {
  body: string;
  /** y of the liquid surface, or null for an empty vessel. */
  level: number | null;
  liquid?: string;
  /** Liquid spun into a vortex by a stirring bar (hot plate stirrers). */
  vortex?: boolean;
  /** Path data of the printed graduations. */
  marks?: string;
  /** Printed label or other decoration drawn over the liquid. */
  label?: string;
  shine?: string;
  extra?: string;
}

export function vessel(ctx: DrawContext, parts: VesselParts): string {
  const { style, strokeWidth: sw } = ctx;
  const liquidColor = parts.liquid ?? style.liquid;
  const level = parts.level;
  const surface =
    level === null
      ? ''
      : parts.vortex
        ? `M-200,${level} L-22,${level} C-8,${level} -4,${level + 22} 0,${level + 24} C4,${level + 22} 8,${level} 22,${level} L200,${level} L200,400 L-200,400 Z`
        : `M-200,${level} H200 V400 H-200 Z`;
  const liquid =
    level === null
      ? ''
      : ctx.doc.clip(
          parts.body,
          `<path d="${surface}" fill="${liquidColor}" fill-opacity="0.9"/>` +
            `<path d="${surface}" fill="none" stroke="${style.liquidLight}" stroke-width="${sw * 1.4}"/>`,
        );
  // Marks read dark on glass and light on the liquid, as printed enamel does.
  const marks =
    parts.marks === undefined
      ? ''
      : `<path d="${parts.marks}" stroke="${style.marks}" stroke-width="${sw * 0.75}" stroke-linecap="round" fill="none"/>` +
        (level === null
          ? ''
          : ctx.doc.clip(
              `M-200,${level} H200 V400 H-200 Z`,
              `<path d="${parts.marks}" stroke="#FFFFFF" stroke-opacity="0.85" stroke-width="${sw * 0.75}" stroke-linecap="round" fill="none"/>`,
            ));
  return [
    `<path d="${parts.body}" fill="${style.glass}" fill-opacity="${style.glassOpacity}"/>`,
    liquid,
    marks,
    parts.label ?? '',
    parts.shine ?? '',
    `<path d="${parts.body}" fill="none" stroke="${style.glassEdge}" stroke-opacity="${style.glassEdgeOpacity}" stroke-width="${sw}" stroke-linejoin="round" stroke-linecap="round"/>`,
    parts.extra ?? '',
  ].join('');
}

/** Path data of graduation marks on the right of a vessel: long every `longEvery`. */
export function graduations(
  x: number,
  fromY: number,
  toY: number,
  step: number,
  longEvery = 2,
): string {
  const lines: string[] = [];
  let index = 0;
  for (let y = fromY; y >= toY; y -= step) {
    const length = index % longEvery === 0 ? 12 : 7;
    lines.push(`M${x - length},${y}h${length}`);
    index += 1;
  }
  return lines.join('');
}

function shineStripe(ctx: DrawContext, x: number, y: number, height: number, width = 5): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${width / 2}" fill="${ctx.style.shine}" fill-opacity="${ctx.style.shineOpacity * 0.7}"/><circle cx="${x + width / 2}" cy="${y + height + width * 1.6}" r="${width / 2}" fill="${ctx.style.shine}" fill-opacity="${ctx.style.shineOpacity * 0.7}"/>`;
}

function rim(ctx: DrawContext, x: number, y: number, width: number, height = 4): string {
  const { style, strokeWidth: sw } = ctx;
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${style.glass}" stroke="${style.glassEdge}" stroke-opacity="${style.glassEdgeOpacity}" stroke-width="${sw}"/>`;
}

export function beaker(
  options: { level?: number; liquid?: string; stirred?: boolean } = {},
): Drawable {
  const level = options.level ?? 0.5;
  return {
    width: 80,
    height: 92,
    draw(ctx) {
      const body = 'M-34,-86 L-34,-7 Q-34,0 -27,0 L27,0 Q34,0 34,-7 L34,-86';
      return vessel(ctx, {
        body,
        level: -86 * level,
        ...(options.liquid ? { liquid: options.liquid } : {}),
        ...(options.stirred
          ? {
              vortex: true,
              label: `<rect x="-12" y="-9" width="24" height="6" rx="3" fill="#FFFFFF" stroke="${ctx.style.glassEdge}" stroke-width="${ctx.strokeWidth * 0.5}"/>`,
            }
          : {}),
        marks: graduations(24, -16, -70, 9),
        shine: shineStripe(ctx, -27, -76, 52),
        extra: `${rim(ctx, -37, -90, 74)}<path d="M-37,-88 q-5,-1 -6,-5" stroke="${ctx.style.glassEdge}" stroke-opacity="${ctx.style.glassEdgeOpacity}" stroke-width="${ctx.strokeWidth}" fill="none" stroke-linecap="round"/>`,
      });
    },
  };
}

export function erlenmeyer(options: { level?: number; liquid?: string } = {}): Drawable {
  return {
    width: 80,
    height: 104,
    draw(ctx) {
      const body = 'M-10,-96 L-10,-62 L-36,-10 Q-40,0 -29,0 L29,0 Q40,0 36,-10 L10,-62 L10,-96';
      const { style, strokeWidth: sw } = ctx;
      return vessel(ctx, {
        body,
        level: -96 * (options.level ?? 0.32),
        ...(options.liquid ? { liquid: options.liquid } : {}),
        marks: graduations(14, -14, -44, 10),
        shine: `<path d="M-5,-56 L-25,-16" stroke="${style.shine}" stroke-opacity="${style.shineOpacity * 0.7}" stroke-width="5" stroke-linecap="round"/>`,
        extra: `<rect x="-13" y="-102" width="26" height="7" rx="3" fill="${style.glass}" stroke="${style.glassEdge}" stroke-opacity="${style.glassEdgeOpacity}" stroke-width="${sw}"/>`,
      });
    },
  };
}

export function roundFlask(
  options: { level?: number; liquid?: string; cork?: boolean } = {},
): Drawable {
  return {
    width: 76,
    height: 104,
    draw(ctx) {
      // Neck ±9 meets the bulb (r 34, centre y -38) at y = -38 - sqrt(34² - 9²).
      const body = 'M-9,-98 L-9,-70.8 A34,34 0 1 0 9,-70.8 L9,-98';
      const { style, strokeWidth: sw } = ctx;
      const cork =
        options.cork === false
          ? ''
          : `<rect x="-22" y="-9" width="44" height="9" rx="4.5" fill="#C28B5A"/><rect x="-22" y="-9" width="44" height="3" rx="1.5" fill="#D9A878"/>`;
      return vessel(ctx, {
        body,
        level: -98 * (options.level ?? 0.36),
        ...(options.liquid ? { liquid: options.liquid } : {}),
        shine: `<path d="M-20,-58 A24,24 0 0 0 -25,-30" stroke="${style.shine}" stroke-opacity="${style.shineOpacity * 0.75}" stroke-width="5" stroke-linecap="round" fill="none"/>`,
        extra: `<rect x="-12" y="-104" width="24" height="7" rx="3" fill="${style.glass}" stroke="${style.glassEdge}" stroke-opacity="${style.glassEdgeOpacity}" stroke-width="${sw}"/>${cork}`,
      });
    },
  };
}

export function volumetricFlask(options: { liquid?: string } = {}): Drawable {
  return {
    width: 76,
    height: 138,
    draw(ctx) {
      const body =
        'M-6,-122 L-6,-60 C-6,-48 -36,-42 -36,-19 Q-36,0 -19,0 L19,0 Q36,0 36,-19 C36,-42 6,-48 6,-60 L6,-122';
      const { style } = ctx;
      return vessel(ctx, {
        body,
        level: -100,
        ...(options.liquid ? { liquid: options.liquid } : {}),
        shine: `<path d="M-22,-34 Q-28,-24 -26,-12" stroke="${style.shine}" stroke-opacity="${style.shineOpacity * 0.75}" stroke-width="5" stroke-linecap="round" fill="none"/>`,
        marks: 'M-8,-108 h16',
        extra: `<rect x="-9" y="-136" width="18" height="15" rx="3" fill="${style.cap}"/><rect x="-9" y="-126" width="18" height="3" fill="${style.capDark}"/>`,
      });
    },
  };
}

export function graduatedCylinder(options: { level?: number; liquid?: string } = {}): Drawable {
  return {
    width: 56,
    height: 150,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const body = 'M-13,-142 L-13,-9 L13,-9 L13,-142';
      const foot = `<path d="M-26,0 L26,0 L21,-9 L-21,-9 Z" fill="${style.cap}" stroke="${style.capDark}" stroke-width="${sw * 0.6}" stroke-linejoin="round"/>`;
      return (
        foot +
        vessel(ctx, {
          body,
          level: -142 * (options.level ?? 0.55),
          ...(options.liquid ? { liquid: options.liquid } : {}),
          marks: graduations(10, -20, -128, 7, 4),
          shine: shineStripe(ctx, -8, -130, 100, 4),
          extra: `${rim(ctx, -16, -146, 32)}<path d="M-16,-144 q-4,0 -6,-5" stroke="${style.glassEdge}" stroke-opacity="${style.glassEdgeOpacity}" stroke-width="${sw}" fill="none" stroke-linecap="round"/>`,
        })
      );
    },
  };
}

/** Laboratory bottle with a coloured screw cap and pouring ring (GL 45 style). */
export function labBottle(
  options: { level?: number; liquid?: string; cap?: string } = {},
): Drawable {
  return {
    width: 68,
    height: 120,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const cap = options.cap ?? style.cap;
      const body =
        'M-32,-68 L-32,-8 Q-32,0 -24,0 L24,0 Q32,0 32,-8 L32,-68 C32,-82 16,-85 15,-92 L15,-97 L-15,-97 L-15,-92 C-16,-85 -32,-82 -32,-68 Z';
      const ridges = [-12, -6, 0, 6, 12].map((x) => `M${x},-115 v14`).join('');
      const label = `<rect x="-22" y="-54" width="30" height="20" rx="2.5" fill="#FFFFFF" fill-opacity="0.9"/><path d="M-18,-47 h20 M-18,-41 h14" stroke="${style.marks}" stroke-width="${sw * 0.8}" stroke-linecap="round"/>`;
      return vessel(ctx, {
        body,
        level: -120 * (options.level ?? 0.42),
        ...(options.liquid ? { liquid: options.liquid } : {}),
        marks: graduations(26, -14, -60, 9),
        label,
        shine: shineStripe(ctx, -26, -70, 10) + shineStripe(ctx, -26, -30, 16),
        extra: `<rect x="-17" y="-102" width="34" height="6" rx="2" fill="${cap}" stroke="${style.capDark}" stroke-width="${sw * 0.5}"/><rect x="-19" y="-120" width="38" height="19" rx="3.5" fill="${cap}"/><path d="${ridges}" stroke="${style.capDark}" stroke-opacity="0.45" stroke-width="${sw * 0.9}" stroke-linecap="round"/><rect x="-19" y="-120" width="38" height="4" rx="2" fill="#FFFFFF" fill-opacity="0.25"/>`,
      });
    },
  };
}

function testTube(options: { level?: number; liquid?: string } = {}): Drawable {
  return {
    width: 18,
    height: 84,
    draw(ctx) {
      const body = 'M-7,-80 L-7,-7 A7,7 0 0 0 7,-7 L7,-80';
      return vessel(ctx, {
        body,
        level: -80 * (options.level ?? 0.45),
        ...(options.liquid ? { liquid: options.liquid } : {}),
        shine: shineStripe(ctx, -4, -72, 30, 3),
        extra: rim(ctx, -9, -83, 18, 4),
      });
    },
  };
}

/** A wooden-free, plastic-coated rack holding a row of test tubes. */
export function testTubeRack(liquids: readonly string[]): Drawable {
  const pitch = 24;
  const width = liquids.length * pitch + 20;
  return {
    width,
    height: 96,
    draw(ctx) {
      const { style } = ctx;
      const left = -width / 2;
      const tubes = liquids
        .map((liquid, index) => {
          const x = left + 10 + pitch / 2 + index * pitch;
          const tube = testTube({ liquid, level: 0.3 + ((index * 37) % 40) / 100 });
          return `<g transform="translate(${x} -8)">${tube.draw(ctx)}</g>`;
        })
        .join('');
      return `<rect x="${left}" y="-8" width="${width}" height="8" rx="3" fill="${style.bodyShade}"/><rect x="${left + 4}" y="-56" width="4" height="50" fill="${style.bodyShade}"/><rect x="${-left - 8}" y="-56" width="4" height="50" fill="${style.bodyShade}"/>${tubes}<rect x="${left}" y="-62" width="${width}" height="10" rx="3" fill="${style.cap}"/><rect x="${left}" y="-62" width="${width}" height="3" rx="1.5" fill="#FFFFFF" fill-opacity="0.25"/>`;
    },
  };
}
