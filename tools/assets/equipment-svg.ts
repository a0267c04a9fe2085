import { beaker, roundFlask } from './glassware-svg';
import type { Drawable, DrawContext } from './lab-style';

// Bench-top apparatus: white or coloured casings, a dark control panel with a small
// display, metal parts. Displays show bars, not digits: the category pictures carry no
// text (docs/decisions/005-generated-visual-assets.md) and bars read as "a display" at any size.

function displayBars(ctx: DrawContext, x: number, y: number, width: number, height: number) {
  const { style } = ctx;
  const bar = height * 0.28;
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height * 0.2}" fill="${style.screen}"/><rect x="${x + width * 0.12}" y="${y + height * 0.22}" width="${width * 0.5}" height="${bar}" rx="${bar / 2}" fill="${style.screenText}"/><rect x="${x + width * 0.12}" y="${y + height * 0.58}" width="${width * 0.3}" height="${bar * 0.7}" rx="${bar * 0.35}" fill="${style.screenText}" fill-opacity="0.55"/>`;
}

function knob(ctx: DrawContext, x: number, y: number, radius: number): string {
  const { style } = ctx;
  return `<circle cx="${x}" cy="${y}" r="${radius}" fill="${style.metal}"/><circle cx="${x}" cy="${y}" r="${radius * 0.72}" fill="${style.body}"/><path d="M${x},${y} l${radius * 0.45},${-radius * 0.45}" stroke="${style.bodyDark}" stroke-width="${radius * 0.25}" stroke-linecap="round"/>`;
}

/** Magnetic stirrer with heating plate; optionally with a stirred beaker on it. */
export function hotplateStirrer(options: { withBeaker?: boolean; liquid?: string } = {}): Drawable {
  const withBeaker = options.withBeaker ?? true;
  return {
    width: 150,
    height: withBeaker ? 140 : 56,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const vessel = withBeaker
        ? `<g transform="translate(0 -53) scale(0.92)">${beaker({ stirred: true, level: 0.62, ...(options.liquid ? { liquid: options.liquid } : {}) }).draw({ ...ctx, strokeWidth: sw / 0.92 })}</g>`
        : '';
      return `<path d="M-64,-46 L64,-46 L71,-5 Q72,0 66,0 L-66,0 Q-72,0 -71,-5 Z" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${sw}"/><path d="M-70,-10 L70,-10 L71,-5 Q72,0 66,0 L-66,0 Q-72,0 -71,-5 Z" fill="${style.bodyShade}"/><rect x="-58" y="-37" width="116" height="22" rx="5" fill="${style.bodyDark}"/>${knob(ctx, -42, -26, 8)}${knob(ctx, 42, -26, 8)}${displayBars(ctx, -18, -33, 36, 14)}<circle cx="26" cy="-26" r="2.5" fill="${style.accent}"/><rect x="-56" y="-53" width="112" height="8" rx="3" fill="${style.metal}"/><rect x="-56" y="-53" width="112" height="3" rx="1.5" fill="#FFFFFF" fill-opacity="0.45"/><rect x="-40" y="-55" width="80" height="3" rx="1.5" fill="${style.accent}" fill-opacity="0.85"/>${vessel}`;
    },
  };
}

/** Overhead stirrer on its stand, paddle in a large beaker. */
export function overheadStirrer(): Drawable {
  return {
    width: 130,
    height: 210,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const glass = beaker({ level: 0.6 }).draw({ ...ctx, strokeWidth: sw / 1.05 });
      return `<rect x="-62" y="-12" width="124" height="12" rx="4" fill="${style.bodyDark}"/><rect x="-50" y="-206" width="7" height="196" rx="3" fill="${style.metal}"/><rect x="-50" y="-206" width="2.5" height="196" fill="#FFFFFF" fill-opacity="0.4"/><rect x="-56" y="-176" width="26" height="16" rx="3" fill="${style.bodyDark}"/><g transform="translate(12 -12) scale(1.05)">${glass}</g><rect x="10" y="-160" width="4" height="140" fill="${style.metalDark}"/><path d="M12,-34 l-16,-5 q-4,6 0,10 Z M12,-34 l16,-5 q4,6 0,10 Z" fill="${style.metalDark}"/><rect x="-34" y="-204" width="84" height="48" rx="9" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${sw}"/><rect x="-34" y="-168" width="84" height="12" rx="5" fill="${style.bodyShade}"/><rect x="-26" y="-196" width="50" height="22" rx="4" fill="${style.bodyDark}"/>${displayBars(ctx, -22, -192, 26, 14)}${knob(ctx, 16, -185, 6)}<rect x="36" y="-196" width="8" height="30" rx="3" fill="${style.accent}"/><rect x="2" y="-158" width="20" height="8" rx="2" fill="${style.metalDark}"/>`;
    },
  };
}

/** Rotary evaporator: tower, tilted drive, flask in the heating bath, coil condenser. */
export function rotaryEvaporator(): Drawable {
  return {
    width: 240,
    height: 256,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const edge = `stroke="${style.glassEdge}" stroke-opacity="${style.glassEdgeOpacity}" stroke-width="${sw}"`;
      const glass = `fill="${style.glass}" fill-opacity="${style.glassOpacity}"`;
      // The evaporating flask is drawn in page coordinates, not rotated, so its liquid
      // stays level while the neck follows the 40° axis of the drive.
      const bulb = { x: 60, y: -66, r: 32 };
      const bulbPath = `M${bulb.x - bulb.r},${bulb.y} a${bulb.r},${bulb.r} 0 1 0 ${bulb.r * 2},0 a${bulb.r},${bulb.r} 0 1 0 ${-bulb.r * 2},0 Z`;
      const receiver = roundFlask({ level: 0.3, cork: false }).draw({
        ...ctx,
        strokeWidth: sw / 0.7,
      });
      const coil = Array.from({ length: 7 }, (_, index) => {
        const y = -240 + index * 10;
        return `M-54,${y} q8,5 14,0 q8,-5 14,0`;
      }).join(' ');
      const duct = 'M-14,-128 L30,-91';
      return [
        `<rect x="-118" y="-16" width="236" height="16" rx="5" fill="${style.bodyDark}"/>`,
        `<rect x="-112" y="-196" width="32" height="182" rx="6" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${sw}"/><rect x="-94" y="-196" width="14" height="182" rx="4" fill="${style.bodyShade}"/>`,
        `<rect x="-108" y="-76" width="22" height="44" rx="4" fill="${style.bodyDark}"/><rect x="-104" y="-70" width="14" height="10" rx="2" fill="${style.screenText}" fill-opacity="0.85"/>${knob(ctx, -97, -44, 5)}`,
        // Bath back wall and water, flask, then the bath front wall over the bulb.
        `<rect x="2" y="-92" width="114" height="78" rx="10" fill="${style.bodyShade}"/><rect x="8" y="-82" width="102" height="14" rx="4" fill="${style.liquidLight}"/>`,
        `<path d="${duct}" stroke="${style.glassEdge}" stroke-opacity="${style.glassEdgeOpacity}" stroke-width="12" stroke-linecap="round"/><path d="${duct}" stroke="${style.glass}" stroke-width="${12 - sw * 2}" stroke-linecap="round"/>`,
        `<path d="${bulbPath}" ${glass}/>`,
        ctx.doc.clip(
          bulbPath,
          `<rect x="0" y="${bulb.y + 8}" width="120" height="60" fill="${style.liquid}" fill-opacity="0.9"/>`,
        ),
        `<path d="${bulbPath}" fill="none" ${edge}/><path d="M42,-84 a24,24 0 0 0 -6,20" stroke="${style.shine}" stroke-opacity="${style.shineOpacity * 0.7}" stroke-width="5" stroke-linecap="round" fill="none"/>`,
        `<path d="M2,-70 H116 V-24 Q116,-14 106,-14 H12 Q2,-14 2,-24 Z" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${sw}"/><rect x="18" y="-52" width="34" height="16" rx="3" fill="${style.bodyDark}"/><rect x="22" y="-48" width="18" height="8" rx="2" fill="${style.accent}"/>${knob(ctx, 94, -44, 8)}`,
        // Receiving flask under the drive, on its glass connection.
        `<rect x="-49" y="-132" width="10" height="54" ${glass} ${edge}/>`,
        `<g transform="translate(-44 -16) scale(0.7)">${receiver}</g>`,
        // Drive unit along the 40° axis, clamped to the tower.
        `<rect x="-96" y="-186" width="30" height="18" rx="3" fill="${style.bodyDark}"/>`,
        `<g transform="translate(-44 -152) rotate(40)"><rect x="-38" y="-19" width="72" height="38" rx="10" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${sw}"/><rect x="-38" y="5" width="72" height="14" rx="7" fill="${style.bodyShade}"/><rect x="-28" y="-11" width="26" height="12" rx="3" fill="${style.accent}"/><rect x="34" y="-11" width="10" height="22" rx="3" fill="${style.metalDark}"/></g>`,
        // Vertical coil condenser above the drive.
        `<rect x="-58" y="-252" width="32" height="84" rx="8" ${glass} ${edge}/>`,
        `<path d="${coil}" fill="none" stroke="${style.liquid}" stroke-width="${sw * 1.4}" stroke-linecap="round"/>`,
        `<rect x="-53" y="-246" width="5" height="66" rx="2.5" fill="${style.shine}" fill-opacity="${style.shineOpacity * 0.6}"/>`,
        `<path d="M-26,-240 h10 M-26,-182 h10" stroke="${style.glassEdge}" stroke-width="${sw * 2.2}" stroke-linecap="round"/>`,
        `<rect x="-50" y="-262" width="16" height="12" rx="3" fill="${style.cap}"/>`,
      ].join('');
    },
  };
}

export function vortexMixer(): Drawable {
  return {
    width: 84,
    height: 112,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      return `<path d="M-38,0 L-33,-34 Q-31,-46 -18,-46 L18,-46 Q31,-46 33,-34 L38,0 Z" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${sw}"/><path d="M-36,-12 L36,-12 L38,0 L-38,0 Z" fill="${style.bodyShade}"/>${knob(ctx, 0, -26, 9)}<rect x="-16" y="-56" width="32" height="11" rx="5" fill="${style.bodyDark}"/><g transform="translate(0 -56) rotate(-8)"><path d="M-8,-52 L-8,-12 L-2,-1 Q0,1 2,-1 L8,-12 L8,-52 Z" fill="${style.plastic}" stroke="${style.plasticEdge}" stroke-width="${sw}"/><path d="M-8,-22 L8,-22 L8,-12 L2,-1 Q0,1 -2,-1 L-8,-12 Z" fill="${style.liquid}" fill-opacity="0.8"/><rect x="-10" y="-62" width="20" height="11" rx="3" fill="${style.accent}"/></g><path d="M-22,-92 q-6,10 0,20 M22,-92 q6,10 0,20 M-30,-96 q-8,14 0,28 M30,-96 q8,14 0,28" stroke="${style.accent}" stroke-width="${sw * 1.2}" stroke-linecap="round" fill="none"/>`;
    },
  };
}

export function centrifuge(): Drawable {
  return {
    width: 120,
    height: 82,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      return `<path d="M-54,-6 L-54,-44 Q-54,-60 -34,-62 L34,-62 Q54,-60 54,-44 L54,-6 Q54,0 48,0 L-48,0 Q-54,0 -54,-6 Z" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${sw}"/><path d="M-46,-60 Q-42,-80 0,-81 Q42,-80 46,-60 Z" fill="${style.cap}"/><path d="M-26,-70 Q0,-78 20,-72" stroke="#FFFFFF" stroke-opacity="0.4" stroke-width="4" stroke-linecap="round" fill="none"/><rect x="-40" y="-44" width="80" height="28" rx="5" fill="${style.bodyDark}"/>${displayBars(ctx, -32, -38, 38, 16)}<circle cx="20" cy="-30" r="5" fill="${style.accent}"/><circle cx="32" cy="-30" r="5" fill="${style.metal}"/><rect x="-54" y="-8" width="108" height="8" rx="4" fill="${style.bodyShade}"/>`;
    },
  };
}

/** Analytical balance with its glass draft shield and a small flask on the pan. */
export function analyticalBalance(): Drawable {
  return {
    width: 136,
    height: 142,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const sample = `<g transform="translate(0 -46) scale(0.36)">${beaker({ level: 0.4, liquid: style.accent }).draw({ ...ctx, strokeWidth: sw / 0.36 })}</g>`;
      return `<rect x="-62" y="-132" width="124" height="98" rx="6" fill="${style.glass}" fill-opacity="${style.glassOpacity * 0.6}" stroke="${style.glassEdge}" stroke-opacity="${style.glassEdgeOpacity}" stroke-width="${sw}"/><rect x="-54" y="-124" width="6" height="70" rx="3" fill="${style.shine}" fill-opacity="${style.shineOpacity * 0.6}"/><rect x="-20" y="-140" width="40" height="8" rx="4" fill="${style.bodyDark}"/><rect x="-4" y="-44" width="8" height="10" fill="${style.metalDark}"/><rect x="-28" y="-48" width="56" height="5" rx="2.5" fill="${style.metal}"/>${sample}<path d="M-68,-34 L68,-34 L68,-6 Q68,0 62,0 L-62,0 Q-68,0 -68,-6 Z" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${sw}"/><rect x="-54" y="-27" width="108" height="18" rx="4" fill="${style.bodyDark}"/>${displayBars(ctx, -20, -25, 40, 14)}<circle cx="-42" cy="-18" r="4" fill="${style.accent}"/><circle cx="34" cy="-18" r="3.5" fill="${style.metal}"/><circle cx="44" cy="-18" r="3.5" fill="${style.metal}"/>`;
    },
  };
}

export function microscope(): Drawable {
  return {
    width: 104,
    height: 160,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      return `<path d="M-44,0 Q-50,0 -48,-7 L-44,-16 L40,-16 L46,-7 Q48,0 42,0 Z" fill="${style.bodyDark}"/><path d="M12,-16 L30,-16 Q40,-70 32,-104 Q24,-132 -4,-136 L-8,-118 Q14,-114 18,-96 Q22,-64 12,-16 Z" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${sw}"/><circle cx="-10" cy="-20" r="4" fill="${style.accent}"/><rect x="-40" y="-64" width="62" height="7" rx="2" fill="${style.bodyDark}"/><rect x="-34" y="-70" width="26" height="6" rx="1" fill="${style.glass}" stroke="${style.glassEdge}" stroke-width="${sw * 0.6}"/><path d="M-22,-104 L-2,-104 L-4,-96 L-20,-96 Z" fill="${style.metalDark}"/><rect x="-20" y="-96" width="7" height="20" rx="2" fill="${style.metal}" transform="rotate(10 -16 -96)"/><rect x="-8" y="-96" width="7" height="16" rx="2" fill="${style.metal}" transform="rotate(-12 -4 -96)"/><rect x="-30" y="-122" width="40" height="20" rx="5" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${sw}"/><g transform="rotate(-28 -12 -122)"><rect x="-19" y="-158" width="14" height="38" rx="3" fill="${style.bodyDark}"/><rect x="-21" y="-160" width="18" height="8" rx="2" fill="${style.cap}"/></g><circle cx="22" cy="-52" r="11" fill="${style.metal}"/><circle cx="22" cy="-52" r="5" fill="${style.metalDark}"/><rect x="-8" y="-136" width="26" height="6" rx="3" fill="${style.cap}"/>`;
    },
  };
}

/** Water bath with its gabled lid; with `circulator`, a thermostat head on its back edge. */
export function waterBath(options: { circulator?: boolean } = {}): Drawable {
  const circulator = options.circulator ?? false;
  return {
    width: 172,
    height: circulator ? 158 : 104,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const lidRight = circulator ? 14 : 80;
      const head = circulator
        ? `<rect x="24" y="-150" width="56" height="70" rx="8" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${sw}"/><rect x="24" y="-96" width="56" height="16" rx="6" fill="${style.bodyShade}"/><rect x="31" y="-142" width="42" height="36" rx="4" fill="${style.bodyDark}"/>${displayBars(ctx, 35, -138, 28, 14)}${knob(ctx, 62, -116, 5)}<circle cx="40" cy="-116" r="3" fill="${style.accent}"/><path d="M80,-104 h10 q6,0 6,6 v16" stroke="${style.bodyDark}" stroke-width="5" fill="none" stroke-linecap="round"/>`
        : '';
      return `<rect x="-82" y="-82" width="164" height="80" rx="8" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${sw}"/><rect x="-82" y="-16" width="164" height="14" rx="6" fill="${style.bodyShade}"/><rect x="-70" y="-8" width="18" height="8" rx="2" fill="${style.bodyDark}"/><rect x="52" y="-8" width="18" height="8" rx="2" fill="${style.bodyDark}"/><rect x="-70" y="-68" width="70" height="40" rx="5" fill="${style.bodyDark}"/>${displayBars(ctx, -64, -62, 36, 15)}${knob(ctx, -14, -48, 7)}<circle cx="-60" cy="-36" r="3" fill="${style.accent}"/><path d="M14,-66 h56 M14,-56 h56 M14,-46 h56 M14,-36 h56" stroke="${style.bodyShade}" stroke-width="${sw * 1.6}" stroke-linecap="round"/><path d="M-82,-82 L-74,-100 L${lidRight - 8},-100 L${lidRight},-82 Z" fill="${style.metal}" stroke="${style.metalDark}" stroke-width="${sw * 0.7}" stroke-linejoin="round"/><path d="M-72,-95 L${lidRight - 12},-95" stroke="#FFFFFF" stroke-opacity="0.55" stroke-width="${sw * 1.5}" stroke-linecap="round"/><rect x="${(lidRight - 82) / 2 - 16}" y="-106" width="32" height="7" rx="3.5" fill="${style.bodyDark}"/>${head}`;
    },
  };
}

/** Drying oven (étuve): a window onto its two shelves and a control column. */
export function dryingOven(): Drawable {
  return {
    width: 150,
    height: 166,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const sample = (x: number, y: number) =>
        `<g transform="translate(${x} ${y}) scale(0.26)">${beaker({ level: 0.3, liquid: style.accent }).draw({ ...ctx, strokeWidth: sw / 0.26 })}</g>`;
      return `<rect x="-64" y="-8" width="16" height="8" rx="2" fill="${style.bodyDark}"/><rect x="48" y="-8" width="16" height="8" rx="2" fill="${style.bodyDark}"/><rect x="-74" y="-164" width="148" height="158" rx="8" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${sw}"/><rect x="-66" y="-154" width="100" height="138" rx="5" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${sw}"/><rect x="-58" y="-144" width="84" height="92" rx="4" fill="#3A4C5E"/><path d="M-58,-116 h84 M-58,-80 h84" stroke="${style.metal}" stroke-width="${sw * 1.6}"/>${sample(-36, -117)}${sample(-10, -117)}${sample(-22, -81)}<path d="M-52,-140 L-30,-140 L-56,-100 Z" fill="#FFFFFF" fill-opacity="0.16"/><rect x="-58" y="-144" width="84" height="92" rx="4" fill="none" stroke="${style.metalDark}" stroke-width="${sw}"/><rect x="24" y="-118" width="6" height="46" rx="3" fill="${style.metalDark}"/><rect x="40" y="-154" width="26" height="138" rx="4" fill="${style.bodyDark}"/>${displayBars(ctx, 43, -146, 20, 12)}${knob(ctx, 53, -118, 7)}<circle cx="53" cy="-98" r="3" fill="${style.accent}"/><circle cx="53" cy="-88" r="3" fill="${style.metal}"/><rect x="-74" y="-24" width="148" height="4" fill="${style.bodyShade}"/>`;
    },
  };
}
