import { beaker } from './glassware-svg';
import type { Drawable, DrawContext } from './lab-style';

// Physical measurement instruments: a glass thermometer, a digital multimeter with its
// leads, a set of calibration weights, a pH meter, a probe thermometer, a
// spectrophotometer and a stopwatch. Displays show bars, not digits (no text).

function screenBars(ctx: DrawContext, x: number, y: number, width: number, height: number): string {
  const { style } = ctx;
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height * 0.12}" fill="${style.screen}"/><rect x="${x + width * 0.12}" y="${y + height * 0.2}" width="${width * 0.56}" height="${height * 0.3}" rx="${height * 0.08}" fill="${style.screenText}"/><rect x="${x + width * 0.12}" y="${y + height * 0.6}" width="${width * 0.32}" height="${height * 0.18}" rx="${height * 0.06}" fill="${style.screenText}" fill-opacity="0.55"/>`;
}

export function thermometer(): Drawable {
  return {
    width: 26,
    height: 196,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const marks = Array.from({ length: 14 }, (_, index) => {
        const y = -44 - index * 10;
        return `M6,${y} h${index % 2 === 0 ? 7 : 4}`;
      }).join('');
      return `<rect x="-7" y="-192" width="14" height="176" rx="7" fill="${style.glass}" fill-opacity="${style.glassOpacity}" stroke="${style.glassEdge}" stroke-opacity="${style.glassEdgeOpacity}" stroke-width="${sw}"/><circle cx="0" cy="-13" r="12" fill="${style.accent}"/><circle cx="-4" cy="-17" r="3.5" fill="#FFFFFF" fill-opacity="0.55"/><rect x="-2" y="-124" width="4" height="110" rx="2" fill="${style.accent}"/><path d="${marks}" stroke="${style.marks}" stroke-width="${sw * 0.8}" stroke-linecap="round"/><rect x="-5" y="-184" width="3" height="60" rx="1.5" fill="#FFFFFF" fill-opacity="0.8"/>`;
    },
  };
}

export function multimeter(): Drawable {
  return {
    width: 130,
    height: 140,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      return `<path d="M-4,-26 C-10,-6 20,-2 36,-8 S64,-14 60,-2" stroke="#D7263D" stroke-width="${sw * 2.2}" fill="none" stroke-linecap="round"/><path d="M12,-26 C14,-14 40,-26 52,-30 S74,-34 62,-18" stroke="${style.bodyDark}" stroke-width="${sw * 2.2}" fill="none" stroke-linecap="round"/><rect x="52" y="-8" width="20" height="6" rx="3" fill="#D7263D" transform="rotate(-8 62 -5)"/><rect x="56" y="-24" width="20" height="6" rx="3" fill="${style.bodyDark}" transform="rotate(24 66 -21)"/><rect x="-44" y="-136" width="74" height="124" rx="12" fill="${style.accent}"/><rect x="-38" y="-130" width="62" height="112" rx="8" fill="${style.bodyDark}"/><rect x="-32" y="-124" width="50" height="28" rx="3" fill="#CFE3C8"/><rect x="-27" y="-117" width="30" height="9" rx="2" fill="#2F4A2A"/><rect x="-27" y="-104" width="18" height="4" rx="2" fill="#2F4A2A" fill-opacity="0.6"/><circle cx="-7" cy="-64" r="18" fill="${style.metal}"/><circle cx="-7" cy="-64" r="12" fill="${style.body}"/><rect x="-9" y="-80" width="4" height="14" rx="2" fill="${style.bodyDark}"/><circle cx="-27" cy="-32" r="4" fill="#D7263D"/><circle cx="-7" cy="-32" r="4" fill="${style.body}"/><circle cx="13" cy="-32" r="4" fill="${style.metalDark}"/><path d="M-27,-32 L-4,-26 M13,-32 L12,-26" stroke="${style.bodyDark}" stroke-width="${sw}"/>`;
    },
  };
}

/** Calibration weights on a small stepped block. */
export function weightSet(): Drawable {
  return {
    width: 110,
    height: 62,
    draw(ctx) {
      const { style } = ctx;
      const weight = (x: number, size: number) =>
        `<g transform="translate(${x} -14)"><rect x="${-size * 0.5}" y="${-size}" width="${size}" height="${size}" rx="${size * 0.18}" fill="${style.metal}"/><rect x="${-size * 0.22}" y="${-size * 1.32}" width="${size * 0.44}" height="${size * 0.26}" rx="${size * 0.06}" fill="${style.metal}"/><circle cx="0" cy="${-size * 1.42}" r="${size * 0.16}" fill="${style.metal}"/><rect x="${-size * 0.4}" y="${-size * 0.9}" width="${size * 0.14}" height="${size * 0.75}" rx="${size * 0.07}" fill="#FFFFFF" fill-opacity="0.6"/></g>`;
      return `<rect x="-54" y="-14" width="108" height="14" rx="4" fill="${style.bodyDark}"/>${weight(-30, 30)}${weight(8, 22)}${weight(36, 15)}`;
    },
  };
}

/** Bench pH meter, its electrode on a holder arm dipping into a beaker. */
export function phMeter(): Drawable {
  return {
    width: 176,
    height: 168,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const sample = `<g transform="translate(52 -8) scale(0.62)">${beaker({ level: 0.55, liquid: '#7FD1B9' }).draw({ ...ctx, strokeWidth: sw / 0.62 })}</g>`;
      const electrode = `<rect x="48" y="-150" width="8" height="70" rx="2" fill="${style.bodyDark}"/><path d="M49,-80 L49,-26 Q52,-18 55,-26 L55,-80 Z" fill="${style.glass}" stroke="${style.glassEdge}" stroke-width="${sw * 0.7}"/><circle cx="52" cy="-24" r="4.5" fill="${style.glass}" stroke="${style.glassEdge}" stroke-width="${sw * 0.7}"/>`;
      return `<path d="M52,-150 C52,-176 -6,-170 -26,-62" stroke="${style.bodyDark}" stroke-width="${sw * 1.6}" fill="none" stroke-linecap="round"/><rect x="8" y="-8" width="84" height="8" rx="3" fill="${style.bodyDark}"/><rect x="14" y="-162" width="7" height="156" rx="3" fill="${style.metal}"/><rect x="14" y="-162" width="2.5" height="156" fill="#FFFFFF" fill-opacity="0.45"/><rect x="10" y="-148" width="50" height="9" rx="3" fill="${style.bodyDark}"/>${electrode}${sample}<path d="M-84,-6 L-84,-52 Q-84,-60 -76,-61 L-8,-70 Q0,-71 0,-63 L0,-6 Q0,0 -6,0 L-78,0 Q-84,0 -84,-6 Z" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${sw}"/><path d="M-78,-52 L-6,-62 L-6,-20 L-78,-20 Z" fill="${style.bodyDark}"/>${screenBars(ctx, -70, -52, 40, 22)}<rect x="-24" y="-54" width="12" height="7" rx="2" fill="${style.accent}"/><rect x="-24" y="-42" width="12" height="7" rx="2" fill="${style.metal}"/><rect x="-24" y="-30" width="12" height="7" rx="2" fill="${style.metal}"/><rect x="-84" y="-12" width="84" height="6" fill="${style.bodyShade}"/>`;
    },
  };
}

/** Hand-held digital thermometer in its rubber boot, its probe on a coiled lead. */
export function probeThermometer(options: { boot?: string } = {}): Drawable {
  return {
    width: 130,
    height: 128,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const boot = options.boot ?? style.accent;
      return `<path d="M-2,-30 C10,-4 30,-14 40,-6 S58,4 64,-2" stroke="${style.bodyDark}" stroke-width="${sw * 2}" fill="none" stroke-linecap="round"/><rect x="60" y="-9" width="22" height="9" rx="4" fill="${style.bodyDark}"/><rect x="82" y="-6" width="40" height="3.5" rx="1.5" fill="${style.metal}"/><rect x="-46" y="-126" width="58" height="120" rx="14" fill="${boot}"/><rect x="-40" y="-118" width="46" height="104" rx="9" fill="${style.bodyDark}"/>${screenBars(ctx, -34, -110, 34, 30)}<circle cx="-26" cy="-62" r="6" fill="${style.metal}"/><circle cx="-8" cy="-62" r="6" fill="${style.metal}"/><rect x="-30" y="-44" width="26" height="8" rx="4" fill="${style.cap}"/><rect x="-44" y="-120" width="8" height="40" rx="4" fill="#FFFFFF" fill-opacity="0.22"/>`;
    },
  };
}

/** UV-visible spectrophotometer: sample compartment lid, screen with a spectrum, keys. */
export function spectrophotometer(): Drawable {
  return {
    width: 196,
    height: 98,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const keys = [0, 1, 2]
        .flatMap((row) => [0, 1].map((column) => ({ x: 64 + column * 11, y: -58 + row * 11 })))
        .map(
          (key) =>
            `<rect x="${key.x}" y="${key.y}" width="8" height="7" rx="1.5" fill="${style.metal}"/>`,
        )
        .join('');
      return `<path d="M-94,-6 L-94,-60 Q-94,-72 -82,-72 L82,-72 Q94,-72 94,-60 L94,-6 Q94,0 88,0 L-88,0 Q-94,0 -94,-6 Z" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${sw}"/><rect x="-94" y="-14" width="188" height="8" fill="${style.bodyShade}"/><rect x="-82" y="-92" width="76" height="22" rx="6" fill="${style.bodyShade}" stroke="${style.metalDark}" stroke-opacity="0.5" stroke-width="${sw * 0.7}"/><rect x="-58" y="-97" width="26" height="7" rx="3" fill="${style.bodyDark}"/><rect x="-94" y="-44" width="94" height="5" fill="${style.accent}"/><rect x="4" y="-64" width="84" height="44" rx="5" fill="${style.bodyDark}"/><rect x="10" y="-58" width="48" height="32" rx="2" fill="${style.screen}"/><path d="M13,-31 C20,-31 22,-52 28,-52 S34,-36 40,-38 S50,-47 55,-31" stroke="${style.screenText}" stroke-width="${sw}" fill="none" stroke-linecap="round"/>${keys}`;
    },
  };
}

/** Mechanical stopwatch: crown, two pushers, a dial with its hands. */
export function stopwatch(): Drawable {
  return {
    width: 104,
    height: 124,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const ticks = Array.from({ length: 12 }, (_, index) => {
        const angle = (index * Math.PI) / 6;
        const inner = index % 3 === 0 ? 30 : 34;
        const x1 = Math.sin(angle) * inner;
        const y1 = -48 - Math.cos(angle) * inner;
        const x2 = Math.sin(angle) * 38;
        const y2 = -48 - Math.cos(angle) * 38;
        return `M${x1.toFixed(2)},${y1.toFixed(2)} L${x2.toFixed(2)},${y2.toFixed(2)}`;
      }).join('');
      return `<rect x="-7" y="-116" width="14" height="14" rx="3" fill="${style.metalDark}"/><rect x="-11" y="-124" width="22" height="9" rx="4" fill="${style.metal}"/><rect x="-40" y="-104" width="12" height="10" rx="3" fill="${style.metal}" transform="rotate(-40 -34 -99)"/><rect x="28" y="-104" width="12" height="10" rx="3" fill="${style.metal}" transform="rotate(40 34 -99)"/><circle cx="0" cy="-48" r="48" fill="${style.cap}"/><circle cx="0" cy="-48" r="42" fill="#FFFFFF"/><path d="${ticks}" stroke="${style.bodyDark}" stroke-width="${sw * 1.2}" stroke-linecap="round"/><circle cx="0" cy="-62" r="9" fill="none" stroke="${style.bodyShade}" stroke-width="${sw}"/><path d="M0,-48 L20,-70" stroke="${style.accent}" stroke-width="${sw * 1.4}" stroke-linecap="round"/><path d="M0,-48 L0,-28" stroke="${style.bodyDark}" stroke-width="${sw * 1.8}" stroke-linecap="round"/><circle cx="0" cy="-48" r="4" fill="${style.bodyDark}"/><path d="M-30,-76 a40,40 0 0 1 20,-12" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="${sw * 2}" fill="none" stroke-linecap="round"/>`;
    },
  };
}
