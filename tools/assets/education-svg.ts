import type { Drawable } from './lab-style';

// Science teaching material: a ball-and-stick molecular model, a magnifying glass, a
// bench power supply, a data-logging interface with its sensor, a spring balance on its
// stand and a terrestrial globe.

export function moleculeModel(): Drawable {
  return {
    width: 120,
    height: 120,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const atoms = [
        { x: 0, y: -62, r: 17, fill: style.bodyDark },
        { x: -38, y: -92, r: 11, fill: '#FFFFFF' },
        { x: 40, y: -96, r: 14, fill: style.accent },
        { x: -42, y: -36, r: 11, fill: '#FFFFFF' },
        { x: 34, y: -26, r: 14, fill: style.cap },
        { x: 56, y: -8, r: 8, fill: '#FFFFFF' },
      ];
      const centre = atoms[0];
      const bonds = atoms
        .slice(1, 5)
        .map((atom) => `M${centre?.x ?? 0},${centre?.y ?? 0} L${atom.x},${atom.y}`)
        .join(' ');
      const balls = atoms
        .map(
          (atom) =>
            `<circle cx="${atom.x}" cy="${atom.y}" r="${atom.r}" fill="${atom.fill}" stroke="${style.bodyShade}" stroke-width="${sw * 0.8}"/><circle cx="${atom.x - atom.r * 0.35}" cy="${atom.y - atom.r * 0.35}" r="${atom.r * 0.28}" fill="#FFFFFF" fill-opacity="0.55"/>`,
        )
        .join('');
      return `<path d="${bonds} M34,-26 L56,-8" stroke="${style.metal}" stroke-width="${sw * 2.6}" stroke-linecap="round"/>${balls}`;
    },
  };
}

export function magnifyingGlass(): Drawable {
  return {
    width: 100,
    height: 80,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      return `<rect x="18" y="-30" width="56" height="14" rx="7" fill="${style.accent}" transform="rotate(28 18 -23)"/><circle cx="-10" cy="-44" r="34" fill="${style.bodyDark}"/><circle cx="-10" cy="-44" r="27" fill="#DDF1FF" stroke="${style.glassEdge}" stroke-width="${sw}"/><path d="M-28,-52 a20,20 0 0 1 12,-14" stroke="#FFFFFF" stroke-width="${sw * 2}" stroke-linecap="round" fill="none"/>`;
    },
  };
}

/** Laboratory DC power supply: two displays, two knobs, red and black terminals. */
export function powerSupply(): Drawable {
  return {
    width: 150,
    height: 96,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const display = (x: number) =>
        `<rect x="${x}" y="-78" width="44" height="22" rx="3" fill="${style.screen}"/><rect x="${x + 6}" y="-73" width="26" height="12" rx="2" fill="#FF6B5A"/>`;
      const dial = (x: number) =>
        `<circle cx="${x}" cy="-34" r="11" fill="${style.metal}"/><circle cx="${x}" cy="-34" r="7.5" fill="${style.bodyDark}"/><path d="M${x},-34 l0,-7" stroke="#FFFFFF" stroke-width="${sw}" stroke-linecap="round"/>`;
      const terminal = (x: number, color: string) =>
        `<circle cx="${x}" cy="-30" r="7" fill="${color}"/><circle cx="${x}" cy="-30" r="2.5" fill="${style.bodyDark}"/>`;
      return `<rect x="-72" y="-94" width="144" height="94" rx="6" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${sw}"/><rect x="-64" y="-86" width="128" height="78" rx="4" fill="${style.bodyDark}"/>${display(-58)}${display(-8)}${dial(-44)}${dial(-14)}${terminal(16, '#D7263D')}${terminal(34, '#1F2933')}${terminal(52, '#49B596')}<rect x="42" y="-78" width="16" height="8" rx="2" fill="${style.accent}"/><rect x="-72" y="-8" width="144" height="8" rx="3" fill="${style.bodyShade}"/>`;
    },
  };
}

/** Hand-held data-logging interface showing a curve, a temperature sensor on its lead. */
export function dataLogger(): Drawable {
  return {
    width: 150,
    height: 136,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      return `<path d="M30,-60 C60,-60 52,-10 76,-8" stroke="${style.bodyDark}" stroke-width="${sw * 2}" fill="none" stroke-linecap="round"/><rect x="72" y="-12" width="24" height="10" rx="4" fill="${style.cap}"/><rect x="96" y="-9" width="36" height="4" rx="2" fill="${style.metal}"/><rect x="-60" y="-132" width="92" height="132" rx="12" fill="${style.cap}"/><rect x="-52" y="-124" width="76" height="116" rx="8" fill="${style.bodyDark}"/><rect x="-46" y="-118" width="64" height="52" rx="3" fill="#F4F8FC"/><path d="M-42,-72 H14 M-42,-72 V-114" stroke="${style.plasticEdge}" stroke-width="${sw * 0.7}"/><path d="M-42,-76 C-30,-78 -24,-110 -12,-108 S4,-84 14,-90" stroke="${style.accent}" stroke-width="${sw * 1.3}" fill="none" stroke-linecap="round"/><circle cx="-14" cy="-44" r="9" fill="${style.metal}"/><rect x="-40" y="-30" width="14" height="8" rx="3" fill="${style.metal}"/><rect x="-2" y="-30" width="14" height="8" rx="3" fill="${style.metal}"/><rect x="-58" y="-130" width="8" height="40" rx="4" fill="#FFFFFF" fill-opacity="0.22"/>`;
    },
  };
}

/** Spring balance (dynamometer) hanging from a stand, a slotted mass on its hook. */
export function springBalanceStand(): Drawable {
  return {
    width: 110,
    height: 224,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const marks = Array.from(
        { length: 11 },
        (_, index) => `M-4,${-184 + index * 7} h${index % 5 === 0 ? 8 : 5}`,
      ).join('');
      return `<rect x="-48" y="-10" width="96" height="10" rx="3" fill="${style.bodyDark}"/><rect x="-40" y="-222" width="7" height="212" rx="3" fill="${style.metal}"/><rect x="-40" y="-216" width="56" height="7" rx="3" fill="${style.metal}"/><path d="M10,-209 v8" stroke="${style.metalDark}" stroke-width="${sw * 1.6}"/><circle cx="10" cy="-197" r="4" fill="none" stroke="${style.metalDark}" stroke-width="${sw * 1.4}"/><rect x="0" y="-194" width="20" height="94" rx="4" fill="${style.glass}" stroke="${style.glassEdge}" stroke-width="${sw}"/><g transform="translate(10 0)"><path d="${marks}" stroke="${style.marks}" stroke-width="${sw * 0.7}"/></g><rect x="4" y="-140" width="12" height="4" fill="${style.accent}"/><rect x="8" y="-190" width="4" height="50" fill="${style.metalDark}"/><path d="M10,-100 v14 q0,6 -5,6 q-4,0 -4,-4" stroke="${style.metalDark}" stroke-width="${sw * 1.6}" fill="none" stroke-linecap="round"/><rect x="8" y="-84" width="4" height="14" fill="${style.metalDark}"/><rect x="-8" y="-70" width="36" height="10" rx="2" fill="${style.metal}"/><rect x="-8" y="-60" width="36" height="10" rx="2" fill="${style.metalDark}"/><rect x="-8" y="-50" width="36" height="10" rx="2" fill="${style.metal}"/>`;
    },
  };
}

/** Terrestrial globe on its tilted meridian and foot; continents as soft shapes. */
export function globe(): Drawable {
  return {
    width: 120,
    height: 160,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const sphere = 'M-46,-96 a46,46 0 1 0 92,0 a46,46 0 1 0 -92,0 Z';
      const land = '#6DBE7B';
      const continents = `<path d="M-34,-128 q16,-10 28,-2 q4,12 -8,16 q-2,14 -12,18 q-10,-2 -10,-14 q-8,-8 2,-18 Z" fill="${land}"/><path d="M4,-112 q14,-8 26,0 q8,10 0,22 q-6,18 -16,24 q-8,-8 -6,-20 q-10,-8 -4,-26 Z" fill="${land}"/><path d="M-26,-80 q10,-2 14,8 q2,14 -6,26 q-8,-6 -10,-16 q-4,-10 2,-18 Z" fill="${land}"/><path d="M26,-64 q10,-4 14,4 q-2,8 -12,8 Z" fill="${land}"/>`;
      return `<path d="M-18,-2 Q0,-10 18,-2 L20,0 L-20,0 Z" fill="${style.bodyDark}"/><rect x="-3" y="-42" width="6" height="38" fill="${style.metalDark}"/>${ctx.doc.clip(sphere, `<rect x="-50" y="-146" width="100" height="100" fill="${style.liquid}"/><g transform="rotate(-18 0 -96)">${continents}</g><path d="M-46,-96 a46,46 0 0 0 92,0" fill="#0A2F55" fill-opacity="0.12"/>`)}<path d="${sphere}" fill="none" stroke="${style.cap}" stroke-width="${sw}"/><path d="M-30,-120 a34,34 0 0 1 18,-14" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="${sw * 2.2}" fill="none" stroke-linecap="round"/><path d="M0,-152 A56,56 0 0 0 0,-40" stroke="${style.metal}" stroke-width="${sw * 2.4}" fill="none" stroke-linecap="round"/><circle cx="0" cy="-152" r="3.5" fill="${style.metalDark}"/>`;
    },
  };
}
