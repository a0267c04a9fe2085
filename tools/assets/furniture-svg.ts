import { amberBottle } from './chemicals-svg';
import { erlenmeyer, labBottle, roundFlask } from './glassware-svg';
import type { Drawable } from './lab-style';

// Laboratory furniture: a bench with cabinets, sink and reagent shelf; a lab stool; a fume
// cupboard; a safety storage cabinet; shelving with storage bins.

export function labBench(): Drawable {
  return {
    width: 360,
    height: 230,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const line = `stroke="${style.bodyShade}" stroke-width="${sw}"`;
      const door = (x: number, width: number) =>
        `<rect x="${x}" y="-84" width="${width}" height="76" rx="3" fill="${style.body}" ${line}/><rect x="${x + width - 14}" y="-68" width="5" height="22" rx="2.5" fill="${style.cap}"/>`;
      const drawers = (x: number) =>
        [-84, -60, -36]
          .map(
            (y) =>
              `<rect x="${x}" y="${y}" width="70" height="22" rx="3" fill="${style.body}" ${line}/><rect x="${x + 24}" y="${y + 9}" width="22" height="4.5" rx="2.2" fill="${style.cap}"/>`,
          )
          .join('');
      const shelfItems = [
        `<g transform="translate(-118 -176) scale(0.42)">${labBottle({ level: 0.5 }).draw({ ...ctx, strokeWidth: sw / 0.42 })}</g>`,
        `<g transform="translate(-82 -176) scale(0.42)">${amberBottle().draw({ ...ctx, strokeWidth: sw / 0.42 })}</g>`,
        `<g transform="translate(-50 -176) scale(0.42)">${amberBottle({ band: style.accent, symbol: 'flame' }).draw({ ...ctx, strokeWidth: sw / 0.42 })}</g>`,
        `<g transform="translate(-14 -176) scale(0.4)">${erlenmeyer({ liquid: style.accent }).draw({ ...ctx, strokeWidth: sw / 0.4 })}</g>`,
      ].join('');
      return [
        // Reagent shelf on two uprights.
        `<rect x="-150" y="-214" width="6" height="120" fill="${style.metal}"/><rect x="144" y="-214" width="6" height="120" fill="${style.metal}"/>`,
        `<rect x="-156" y="-176" width="312" height="7" rx="2" fill="${style.metalDark}"/>`,
        shelfItems,
        // Gooseneck tap and sink.
        `<path d="M96,-102 V-150 Q96,-164 110,-164 Q124,-164 124,-150 V-140" stroke="${style.metal}" stroke-width="7" fill="none" stroke-linecap="round"/><rect x="88" y="-112" width="16" height="12" rx="2" fill="${style.metalDark}"/><circle cx="84" cy="-106" r="5" fill="${style.cap}"/><circle cx="108" cy="-106" r="5" fill="#D7263D"/>`,
        // Worktop, cabinets and plinth.
        `<rect x="-180" y="-100" width="360" height="14" rx="3" fill="${style.bodyDark}"/><rect x="78" y="-100" width="74" height="5" rx="2" fill="${style.metal}"/>`,
        `<rect x="-172" y="-86" width="344" height="80" fill="${style.bodyShade}"/>`,
        drawers(-168),
        door(-94, 84),
        door(-8, 84),
        door(78, 90),
        `<rect x="-172" y="-8" width="344" height="8" fill="${style.bodyDark}"/>`,
      ].join('');
    },
  };
}

export function labStool(options: { seat?: string } = {}): Drawable {
  return {
    width: 74,
    height: 112,
    draw(ctx) {
      const { style } = ctx;
      return `<path d="M-30,0 L0,-14 L30,0" stroke="${style.bodyDark}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/><rect x="-4" y="-92" width="8" height="80" fill="${style.metal}"/><rect x="-22" y="-50" width="44" height="5" rx="2.5" fill="${style.metalDark}"/><rect x="-32" y="-108" width="64" height="18" rx="9" fill="${options.seat ?? style.cap}"/><rect x="-26" y="-106" width="40" height="4" rx="2" fill="#FFFFFF" fill-opacity="0.3"/>`;
    },
  };
}

/** Fume cupboard: glass sash over the work chamber, airflow display, base cabinet. */
export function fumeHood(): Drawable {
  return {
    width: 220,
    height: 300,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const line = `stroke="${style.bodyShade}" stroke-width="${sw}"`;
      const flask = `<g transform="translate(-30 -126) scale(0.5)">${roundFlask({ liquid: style.accent }).draw({ ...ctx, strokeWidth: sw / 0.5 })}</g>`;
      const bottle = `<g transform="translate(26 -126) scale(0.42)">${labBottle({ level: 0.5 }).draw({ ...ctx, strokeWidth: sw / 0.42 })}</g>`;
      return [
        `<rect x="-106" y="-300" width="212" height="36" rx="4" fill="${style.body}" ${line}/><rect x="-96" y="-290" width="120" height="6" rx="3" fill="${style.bodyShade}"/><rect x="60" y="-292" width="36" height="20" rx="3" fill="${style.bodyDark}"/><rect x="64" y="-288" width="16" height="12" rx="2" fill="#49B596"/>`,
        `<rect x="-106" y="-266" width="212" height="148" fill="${style.body}" ${line}/><rect x="-92" y="-256" width="184" height="132" fill="#DCE8F2"/><rect x="-92" y="-140" width="184" height="16" fill="${style.bodyShade}"/>`,
        flask,
        bottle,
        `<rect x="-92" y="-256" width="184" height="76" fill="${style.glass}" fill-opacity="0.55" stroke="${style.metalDark}" stroke-width="${sw}"/><rect x="-92" y="-186" width="184" height="8" fill="${style.metal}"/><path d="M-80,-250 L-50,-250 L-86,-200 Z M-36,-250 L-24,-250 L-60,-200 L-72,-200 Z" fill="#FFFFFF" fill-opacity="0.5"/>`,
        `<rect x="-110" y="-120" width="220" height="12" rx="2" fill="${style.bodyDark}"/>`,
        `<rect x="-104" y="-108" width="208" height="100" fill="${style.bodyShade}"/><rect x="-100" y="-104" width="98" height="92" rx="3" fill="${style.body}" ${line}/><rect x="2" y="-104" width="98" height="92" rx="3" fill="${style.body}" ${line}/><rect x="-16" y="-84" width="5" height="24" rx="2.5" fill="${style.cap}"/><rect x="11" y="-84" width="5" height="24" rx="2.5" fill="${style.cap}"/><rect x="-104" y="-8" width="208" height="8" fill="${style.bodyDark}"/>`,
      ].join('');
    },
  };
}

/**
 * Safety storage cabinet: two doors and a hazard label, yellow with a flame for
 * flammables by default, or another colour and an exclamation mark (corrosives, toxics).
 */
export function safetyCabinet(
  options: { color?: string; symbol?: 'flame' | 'exclamation' } = {},
): Drawable {
  return {
    width: 150,
    height: 214,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const color = options.color ?? '#F2B705';
      const symbol =
        options.symbol === 'exclamation'
          ? `<rect x="-35" y="-166" width="6" height="18" rx="3" fill="${style.bodyDark}"/><circle cx="-32" cy="-141" r="3.5" fill="${style.bodyDark}"/>`
          : `<path d="M-32,-140 q-9,0 -9,-8 q0,-6 5,-12 q0,5 3,6 q1,-4 0,-9 q9,6 9,15 q0,8 -8,8 Z" fill="${style.bodyDark}"/>`;
      return `<rect x="-66" y="-10" width="132" height="10" rx="2" fill="${style.bodyDark}"/><rect x="-72" y="-212" width="144" height="204" rx="5" fill="${color}"/><rect x="-72" y="-212" width="144" height="12" rx="5" fill="#FFFFFF" fill-opacity="0.25"/><rect x="-64" y="-196" width="63" height="180" rx="3" fill="${color}" stroke="#1F2933" stroke-opacity="0.22" stroke-width="${sw * 1.2}"/><rect x="1" y="-196" width="63" height="180" rx="3" fill="${color}" stroke="#1F2933" stroke-opacity="0.22" stroke-width="${sw * 1.2}"/><rect x="-12" y="-120" width="6" height="34" rx="3" fill="${style.bodyDark}"/><rect x="6" y="-120" width="6" height="34" rx="3" fill="${style.bodyDark}"/><circle cx="-32" cy="-28" r="5" fill="${style.metalDark}"/><path d="M-32,-178 Q-28,-178 -26,-174 L-6,-140 Q-3,-134 -10,-134 L-54,-134 Q-61,-134 -58,-140 L-38,-174 Q-36,-178 -32,-178 Z" fill="#FFFFFF" stroke="${style.bodyDark}" stroke-width="${sw * 1.6}"/>${symbol}<rect x="14" y="-176" width="38" height="24" rx="2" fill="#FFFFFF"/><path d="M20,-168 h26 M20,-160 h18" stroke="${style.bodyDark}" stroke-width="${sw}" stroke-linecap="round"/>`;
    },
  };
}

/** Steel shelving with coloured storage bins and bottles. */
export function shelvingUnit(): Drawable {
  return {
    width: 190,
    height: 236,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const bin = (x: number, y: number, color: string) =>
        `<path d="M${x},${y - 40} L${x + 50},${y - 40} L${x + 46},${y} L${x + 4},${y} Z" fill="${color}"/><rect x="${x}" y="${y - 40}" width="50" height="6" fill="#FFFFFF" fill-opacity="0.3"/><rect x="${x + 15}" y="${y - 28}" width="20" height="10" rx="2" fill="#FFFFFF" fill-opacity="0.9"/>`;
      const bottles = [-70, -46, -22]
        .map(
          (x, index) =>
            `<g transform="translate(${x} -164) scale(0.36)">${labBottle({ level: 0.3 + index * 0.15, cap: index === 1 ? style.accent : style.cap }).draw({ ...ctx, strokeWidth: sw / 0.36 })}</g>`,
        )
        .join('');
      const shelf = (y: number) =>
        `<rect x="-92" y="${y}" width="184" height="8" rx="2" fill="${style.metal}" stroke="${style.metalDark}" stroke-width="${sw * 0.6}"/>`;
      return [
        `<rect x="-90" y="-234" width="8" height="234" fill="${style.metalDark}"/><rect x="82" y="-234" width="8" height="234" fill="${style.metalDark}"/>`,
        bottles,
        bin(6, -164, style.cap),
        bin(-82, -90, style.accent),
        bin(-26, -90, style.accent),
        bin(30, -90, style.cap),
        bin(-82, -14, '#49B596'),
        bin(-26, -14, style.cap),
        shelf(-234),
        shelf(-164),
        shelf(-90),
        shelf(-14),
      ].join('');
    },
  };
}
