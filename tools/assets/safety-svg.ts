import type { Drawable, DrawContext } from './lab-style';

// Personal protective equipment and hygiene: nitrile gloves, safety goggles, a lab coat
// on its hanger, a soap dispenser, a warning sign (drawn, not lettered), a filtering
// half mask and a first-aid case.

const NITRILE = '#3F8EDB';
const NITRILE_SHADE = '#2C6FB4';

/** One glove, fingers up, palm facing the viewer (a right hand). */
function glove(ctx: DrawContext, color: string, shade: string): string {
  const { strokeWidth: sw } = ctx;
  const fingers = [
    { x: -21, top: -112, width: 10 },
    { x: -9, top: -121, width: 10.5 },
    { x: 3, top: -116, width: 10 },
    { x: 14.5, top: -100, width: 9 },
  ]
    .map(
      (finger) =>
        `<rect x="${finger.x}" y="${finger.top}" width="${finger.width}" height="${-finger.top - 50}" rx="${finger.width / 2}" fill="${color}"/>`,
    )
    .join('');
  return `${fingers}<rect x="-39" y="-88" width="11" height="44" rx="5.5" fill="${color}" transform="rotate(-32 -28 -50)"/><path d="M-24,-74 Q-25,-40 -21,-24 L21,-24 Q25,-44 25,-74 Z" fill="${color}"/><path d="M-10,-74 v-30 M2,-74 v-34 M13,-74 v-22" stroke="${shade}" stroke-width="${sw * 0.8}" stroke-linecap="round"/><path d="M-23,-26 L23,-26 L25,-2 Q25,0 22,0 L-22,0 Q-25,0 -25,-2 Z" fill="${shade}"/><rect x="-25" y="-6" width="50" height="6" rx="3" fill="${color}"/><path d="M-14,-62 q8,6 22,2" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="${sw * 1.2}" fill="none" stroke-linecap="round"/>`;
}

export function glovePair(): Drawable {
  return {
    width: 120,
    height: 126,
    draw(ctx) {
      return `<g transform="translate(-22 0) rotate(-10) scale(-1 1)">${glove(ctx, NITRILE_SHADE, '#245C96')}</g><g transform="translate(24 0) rotate(8)">${glove(ctx, NITRILE, NITRILE_SHADE)}</g>`;
    },
  };
}

export function safetyGoggles(): Drawable {
  return {
    width: 126,
    height: 56,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const frame =
        'M-56,-44 Q-56,-52 -48,-52 L48,-52 Q56,-52 56,-44 L56,-18 Q56,-6 44,-6 L17,-6 Q9,-6 5,-16 Q0,-23 -5,-16 Q-9,-6 -17,-6 L-44,-6 Q-56,-6 -56,-18 Z';
      const lens =
        'M-49,-40 Q-49,-45 -44,-45 L44,-45 Q49,-45 49,-40 L49,-20 Q49,-12 41,-12 L18,-12 Q12,-12 9,-20 Q0,-31 -9,-20 Q-12,-12 -18,-12 L-41,-12 Q-49,-12 -49,-20 Z';
      const vents = [-36, -26, 26, 36]
        .map((x) => `<circle cx="${x}" cy="-48.5" r="1.6" fill="${style.bodyDark}"/>`)
        .join('');
      return `<rect x="-64" y="-40" width="12" height="14" rx="3" fill="${style.bodyDark}"/><rect x="52" y="-40" width="12" height="14" rx="3" fill="${style.bodyDark}"/><path d="${frame}" fill="${style.accent}"/><path d="${lens}" fill="#DDF1FF" fill-opacity="0.95" stroke="${style.bodyDark}" stroke-opacity="0.25" stroke-width="${sw * 0.6}"/><path d="M-40,-38 L-30,-20 M-30,-40 L-22,-26 M24,-40 L34,-22" stroke="#FFFFFF" stroke-width="${sw * 1.6}" stroke-linecap="round"/>${vents}`;
    },
  };
}

export function labCoat(): Drawable {
  return {
    width: 150,
    height: 196,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const line = `stroke="${style.bodyShade}" stroke-width="${sw}" stroke-linejoin="round"`;
      const sleeve = (side: 1 | -1) =>
        `<path d="M${side * 40},-168 Q${side * 62},-164 ${side * 66},-146 L${side * 74},-56 L${side * 56},-53 L${side * 50},-130 Z" fill="${style.body}" ${line}/><rect x="${side === 1 ? 55 : -74}" y="-62" width="19" height="8" rx="2" fill="${style.bodyShade}" transform="rotate(${side * -3} ${side * 64} -58)"/>`;
      return `<path d="M-30,-168 L0,-186 L30,-168" stroke="${style.metalDark}" stroke-width="${sw * 1.6}" fill="none" stroke-linejoin="round"/><path d="M0,-186 v-6 q0,-8 7,-8 q7,0 7,7" stroke="${style.metalDark}" stroke-width="${sw * 1.6}" fill="none" stroke-linecap="round"/>${sleeve(-1)}${sleeve(1)}<path d="M-42,-168 Q-52,-162 -52,-146 L-50,0 L50,0 L52,-146 Q52,-162 42,-168 L15,-171 L0,-136 L-15,-171 Z" fill="${style.body}" ${line}/><path d="M-15,-171 L0,-136 L-6,-112 L-26,-160 Z M15,-171 L0,-136 L6,-112 L26,-160 Z" fill="${style.bodyShade}"/><path d="M0,-124 V0" ${line}/><circle cx="6" cy="-96" r="2.6" fill="${style.metalDark}"/><circle cx="6" cy="-68" r="2.6" fill="${style.metalDark}"/><circle cx="6" cy="-40" r="2.6" fill="${style.metalDark}"/><rect x="-40" y="-76" width="26" height="22" rx="2" fill="none" ${line}/><rect x="18" y="-132" width="22" height="18" rx="2" fill="none" ${line}/><rect x="22" y="-142" width="3.5" height="16" rx="1.5" fill="${style.cap}"/><rect x="28" y="-140" width="3.5" height="14" rx="1.5" fill="${style.accent}"/>`;
    },
  };
}

export function soapDispenser(): Drawable {
  return {
    width: 66,
    height: 118,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const body =
        'M-24,-74 L-24,-8 Q-24,0 -16,0 L16,0 Q24,0 24,-8 L24,-74 Q24,-84 14,-86 L-14,-86 Q-24,-84 -24,-74 Z';
      return `${ctx.doc.clip(body, `<rect x="-30" y="-86" width="60" height="90" fill="${style.plastic}"/><rect x="-30" y="-56" width="60" height="60" fill="#7FD1B9" fill-opacity="0.85"/>`)}<path d="${body}" fill="none" stroke="${style.plasticEdge}" stroke-width="${sw}"/><rect x="-16" y="-40" width="32" height="22" rx="3" fill="#FFFFFF"/><circle cx="0" cy="-29" r="6" fill="#49B596"/><rect x="-9" y="-96" width="18" height="11" rx="2" fill="${style.bodyDark}"/><rect x="-3" y="-110" width="6" height="14" fill="${style.bodyDark}"/><path d="M-12,-112 h34 q6,0 6,6 v4" stroke="${style.bodyDark}" stroke-width="6" fill="none" stroke-linecap="round"/><rect x="-17" y="-72" width="5" height="26" rx="2.5" fill="#FFFFFF" fill-opacity="0.8"/>`;
    },
  };
}

/** A rounded warning triangle with an exclamation mark made of shapes. */
export function warningSign(): Drawable {
  return {
    width: 80,
    height: 72,
    draw(ctx) {
      const { style } = ctx;
      return `<path d="M0,-70 Q5,-70 8,-65 L39,-10 Q44,0 33,0 L-33,0 Q-44,0 -39,-10 L-8,-65 Q-5,-70 0,-70 Z" fill="${style.accent}"/><path d="M0,-60 L33,-6 L-33,-6 Z" fill="#FFE9A8"/><rect x="-3.5" y="-46" width="7" height="24" rx="3.5" fill="${style.bodyDark}"/><circle cx="0" cy="-14" r="4" fill="${style.bodyDark}"/>`;
    },
  };
}

/** FFP filtering half mask, seen from the front: folded shell, valve, nose clip, straps. */
export function respiratorMask(): Drawable {
  return {
    width: 156,
    height: 110,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const shell = 'M-52,-62 Q-50,-102 0,-106 Q50,-102 52,-62 Q52,-20 0,-4 Q-52,-20 -52,-62 Z';
      const slots = [-6, 0, 6].map((y) => `M-8,${-44 + y} h16`).join('');
      return `<ellipse cx="0" cy="-76" rx="70" ry="20" stroke="${style.cap}" stroke-width="${sw * 1.8}" fill="none"/><ellipse cx="0" cy="-36" rx="64" ry="16" stroke="${style.cap}" stroke-width="${sw * 1.8}" fill="none"/><path d="${shell}" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${sw * 1.2}" stroke-linejoin="round"/><path d="M-50,-66 Q0,-52 50,-66" stroke="${style.bodyShade}" stroke-width="${sw}" fill="none"/><path d="M-22,-100 Q0,-106 22,-100" stroke="${style.metal}" stroke-width="${sw * 2.4}" fill="none" stroke-linecap="round"/><circle cx="0" cy="-44" r="16" fill="${style.accent}"/><circle cx="0" cy="-44" r="11" fill="${style.bodyDark}" fill-opacity="0.85"/><path d="${slots}" stroke="${style.accent}" stroke-width="${sw * 1.2}" stroke-linecap="round"/><path d="M-36,-86 Q-40,-70 -36,-56" stroke="#FFFFFF" stroke-width="${sw * 2}" fill="none" stroke-linecap="round"/>`;
    },
  };
}

/** First-aid case: green shell, white cross, carrying handle and catches. */
export function firstAidKit(): Drawable {
  return {
    width: 140,
    height: 112,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const green = '#1E9E6A';
      return `<path d="M-26,-96 L-26,-106 Q-26,-112 -20,-112 L20,-112 Q26,-112 26,-106 L26,-96" stroke="${style.bodyDark}" stroke-width="${sw * 3}" fill="none"/><rect x="-66" y="-98" width="132" height="98" rx="12" fill="${green}"/><rect x="-66" y="-98" width="132" height="10" rx="5" fill="#FFFFFF" fill-opacity="0.2"/><rect x="-66" y="-70" width="132" height="5" fill="#167A52"/><rect x="-52" y="-74" width="10" height="13" rx="2" fill="${style.metal}"/><rect x="42" y="-74" width="10" height="13" rx="2" fill="${style.metal}"/><rect x="-9" y="-58" width="18" height="48" rx="2" fill="#FFFFFF"/><rect x="-24" y="-43" width="48" height="18" rx="2" fill="#FFFFFF"/>`;
    },
  };
}
