import type { Drawable, DrawContext } from './lab-style';

// Reagent packaging: amber glass bottles, white plastic jars and a solvent can, each with
// a label carrying a GHS-style hazard diamond drawn as shapes; dropper bottles of
// indicator solutions.

const AMBER = '#9A4A14';
const AMBER_LIGHT = '#C46A26';
const GHS_RED = '#D7263D';

/** A GHS-style diamond: red border, white field, a flame or an exclamation mark. */
function hazardDiamond(x: number, y: number, size: number, symbol: 'flame' | 'exclamation') {
  const half = size / 2;
  const inner =
    symbol === 'flame'
      ? `<path d="M${x},${y + half * 0.5} q${-half * 0.42},0 ${-half * 0.42},${-half * 0.4} q0,${-half * 0.3} ${half * 0.22},${-half * 0.62} q${half * 0.02},${half * 0.26} ${half * 0.16},${half * 0.3} q${half * 0.06},${-half * 0.2} ${half * 0.02},${-half * 0.46} q${half * 0.44},${half * 0.3} ${half * 0.44},${half * 0.78} q0,${half * 0.4} ${-half * 0.42},${half * 0.4} Z" fill="#1F2933"/>`
      : `<rect x="${x - half * 0.08}" y="${y - half * 0.5}" width="${half * 0.16}" height="${half * 0.62}" rx="${half * 0.08}" fill="#1F2933"/><circle cx="${x}" cy="${y + half * 0.34}" r="${half * 0.1}" fill="#1F2933"/>`;
  return `<rect x="${x - half * 0.7}" y="${y - half * 0.7}" width="${size * 0.7}" height="${size * 0.7}" rx="${size * 0.06}" transform="rotate(45 ${x} ${y})" fill="#FFFFFF" stroke="${GHS_RED}" stroke-width="${size * 0.08}"/>${inner}`;
}

function label(
  ctx: DrawContext,
  box: { x: number; y: number; width: number; height: number },
  band: string,
  symbol: 'flame' | 'exclamation',
): string {
  const { style, strokeWidth: sw } = ctx;
  const { x, y, width, height } = box;
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="2.5" fill="#FFFFFF"/><rect x="${x}" y="${y}" width="${width}" height="${height * 0.22}" rx="2.5" fill="${band}"/><path d="M${x + width * 0.12},${y + height * 0.42} h${width * 0.46} M${x + width * 0.12},${y + height * 0.6} h${width * 0.36} M${x + width * 0.12},${y + height * 0.78} h${width * 0.42}" stroke="${style.plasticEdge}" stroke-width="${sw}" stroke-linecap="round"/>${hazardDiamond(x + width * 0.8, y + height * 0.62, height * 0.42, symbol)}`;
}

export function amberBottle(
  options: { band?: string; symbol?: 'flame' | 'exclamation' } = {},
): Drawable {
  return {
    width: 64,
    height: 112,
    draw(ctx) {
      const { style } = ctx;
      const body =
        'M-29,-66 L-29,-7 Q-29,0 -22,0 L22,0 Q29,0 29,-7 L29,-66 Q29,-80 11,-84 L11,-92 L-11,-92 L-11,-84 Q-29,-80 -29,-66 Z';
      return `<path d="${body}" fill="${AMBER}"/><path d="M-22,-70 Q-22,-76 -14,-79" stroke="${AMBER_LIGHT}" stroke-width="5" stroke-linecap="round" fill="none"/><rect x="-24" y="-24" width="5" height="16" rx="2.5" fill="${AMBER_LIGHT}"/><rect x="-14" y="-110" width="28" height="20" rx="3" fill="${style.bodyDark}"/><rect x="-14" y="-110" width="28" height="5" rx="2.5" fill="#FFFFFF" fill-opacity="0.18"/>${label(ctx, { x: -23, y: -62, width: 46, height: 36 }, options.band ?? style.cap, options.symbol ?? 'exclamation')}`;
    },
  };
}

export function reagentJar(
  options: { cap?: string; symbol?: 'flame' | 'exclamation' } = {},
): Drawable {
  return {
    width: 72,
    height: 96,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const cap = options.cap ?? style.accent;
      return `<path d="M-32,-70 L-32,-7 Q-32,0 -25,0 L25,0 Q32,0 32,-7 L32,-70 Q32,-76 26,-76 L-26,-76 Q-32,-76 -32,-70 Z" fill="${style.plastic}" stroke="${style.plasticEdge}" stroke-width="${sw}"/><rect x="-27" y="-94" width="54" height="20" rx="3" fill="${cap}"/><rect x="-27" y="-94" width="54" height="5" rx="2.5" fill="#FFFFFF" fill-opacity="0.3"/>${label(ctx, { x: -26, y: -62, width: 52, height: 40 }, style.cap, options.symbol ?? 'exclamation')}`;
    },
  };
}

/** Metal solvent can with a spout. */
export function solventCan(): Drawable {
  return {
    width: 92,
    height: 132,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      return `<path d="M-40,-108 L-40,-6 Q-40,0 -34,0 L34,0 Q40,0 40,-6 L40,-108 Q40,-114 34,-114 L-34,-114 Q-40,-114 -40,-108 Z" fill="${style.cap}"/><rect x="-40" y="-114" width="18" height="114" fill="#FFFFFF" fill-opacity="0.12"/><path d="M-10,-114 L-10,-124 Q-10,-130 -4,-130 L22,-130 Q28,-130 28,-124 L28,-114" stroke="${style.metalDark}" stroke-width="${sw * 3}" fill="none"/><rect x="18" y="-124" width="14" height="12" rx="2" fill="${style.metalDark}"/>${label(ctx, { x: -30, y: -84, width: 60, height: 52 }, style.accent, 'flame')}`;
    },
  };
}

/** A row of clear dropper bottles of coloured indicator solutions. */
export function dropperBottles(liquids: readonly string[]): Drawable {
  const pitch = 40;
  const width = liquids.length * pitch;
  return {
    width,
    height: 96,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      return liquids
        .map((liquid, index) => {
          const x = -width / 2 + pitch / 2 + index * pitch;
          const body =
            'M-16,-50 L-16,-5 Q-16,0 -11,0 L11,0 Q16,0 16,-5 L16,-50 Q16,-58 6,-60 L-6,-60 Q-16,-58 -16,-50 Z';
          return `<g transform="translate(${x} 0)">${ctx.doc.clip(body, `<rect x="-20" y="-62" width="40" height="64" fill="${style.glass}"/><rect x="-20" y="-40" width="40" height="42" fill="${liquid}" fill-opacity="0.9"/>`)}<path d="${body}" fill="none" stroke="${style.glassEdge}" stroke-width="${sw}"/><rect x="-12" y="-32" width="24" height="18" rx="2" fill="#FFFFFF" fill-opacity="0.92"/><rect x="-12" y="-32" width="24" height="4" rx="1.5" fill="${liquid}"/><rect x="-8" y="-70" width="16" height="11" rx="2" fill="${style.bodyDark}"/><path d="M-6,-70 L-6,-82 Q0,-96 6,-82 L6,-70 Z" fill="${style.bodyDark}"/><rect x="-12" y="-48" width="3.5" height="12" rx="1.5" fill="#FFFFFF" fill-opacity="0.75"/></g>`;
        })
        .join('');
    },
  };
}
