import { graduations, vessel } from './glassware-svg';
import type { Drawable, DrawContext, LabStyle } from './lab-style';

// Plastic labware and single-use consumables: milky polypropylene and polyethylene
// bodies, coloured caps, pipette tips. Same canonical conventions as glassware-svg.ts.

/** The glass style turned into milky plastic, so `vessel` can draw plastic bodies. */
function asPlastic(ctx: DrawContext): DrawContext {
  const style: LabStyle = {
    ...ctx.style,
    glass: ctx.style.plastic,
    glassOpacity: 0.9,
    glassEdge: ctx.style.plasticEdge,
    glassEdgeOpacity: 1,
  };
  return { ...ctx, style };
}

function outline(ctx: DrawContext, ratio = 1): string {
  return `stroke="${ctx.style.plasticEdge}" stroke-width="${ctx.strokeWidth * ratio}" stroke-linejoin="round"`;
}

export function washBottle(options: { band?: string } = {}): Drawable {
  return {
    width: 70,
    height: 126,
    draw(ctx) {
      const plastic = asPlastic(ctx);
      const { style, strokeWidth: sw } = ctx;
      const body =
        'M-26,-70 L-26,-9 Q-26,0 -17,0 L17,0 Q26,0 26,-9 L26,-70 Q26,-81 13,-83 L-13,-83 Q-26,-81 -26,-70 Z';
      const band = options.band ?? style.accent;
      const spout = 'M0,-95 L0,-108 Q0,-121 13,-119 L34,-110';
      return (
        vessel(plastic, {
          body,
          level: -52,
          liquid: style.liquidLight,
          label: `<rect x="-26" y="-40" width="52" height="14" fill="${band}"/><rect x="-26" y="-26" width="52" height="3" fill="${band}" fill-opacity="0.5"/>`,
          shine: `<rect x="-20" y="-72" width="5" height="26" rx="2.5" fill="#FFFFFF" fill-opacity="0.8"/>`,
        }) +
        `<path d="${spout}" fill="none" stroke="${style.plasticEdge}" stroke-width="7" stroke-linecap="round"/><path d="${spout}" fill="none" stroke="${style.plastic}" stroke-width="${7 - sw * 2}" stroke-linecap="round"/>` +
        `<rect x="-13" y="-96" width="26" height="15" rx="3" fill="${style.cap}"/><rect x="-13" y="-96" width="26" height="4" rx="2" fill="#FFFFFF" fill-opacity="0.25"/>`
      );
    },
  };
}

/** Polypropylene beaker with a handle and blue printed graduations. */
export function plasticBeaker(options: { level?: number } = {}): Drawable {
  return {
    width: 98,
    height: 90,
    draw(ctx) {
      const plastic = asPlastic(ctx);
      const { style, strokeWidth: sw } = ctx;
      const handle = 'M33,-72 h10 q10,0 10,10 v34 q0,10 -10,10 h-10';
      const body = 'M-34,-84 L-31,-6 Q-31,0 -25,0 L25,0 Q31,0 31,-6 L34,-84';
      return (
        `<path d="${handle}" fill="none" stroke="${style.plasticEdge}" stroke-width="10" stroke-linejoin="round"/><path d="${handle}" fill="none" stroke="${style.plastic}" stroke-width="${10 - sw * 2}" stroke-linejoin="round"/>` +
        vessel(plastic, {
          body,
          level: -84 * (options.level ?? 0.45),
          liquid: style.liquidLight,
          marks: graduations(22, -14, -70, 9),
          shine: `<rect x="-25" y="-74" width="5" height="44" rx="2.5" fill="#FFFFFF" fill-opacity="0.85"/>`,
          extra: `<path d="M-38,-88 L38,-88" stroke="${style.plasticEdge}" stroke-width="${sw * 2.2}" stroke-linecap="round"/><path d="M-38,-88 q-5,0 -7,-5" stroke="${style.plasticEdge}" stroke-width="${sw * 1.6}" fill="none" stroke-linecap="round"/>`,
        })
      );
    },
  };
}

/** 10 L jerrican with a tap, for distilled water or solvents. */
export function jerrican(options: { tap?: string } = {}): Drawable {
  return {
    width: 118,
    height: 122,
    draw(ctx) {
      const plastic = asPlastic(ctx);
      const { style, strokeWidth: sw } = ctx;
      const tap = options.tap ?? style.accent;
      const body =
        'M-46,-84 L-46,-7 Q-46,0 -39,0 L39,0 Q46,0 46,-7 L46,-76 Q46,-92 30,-92 L-36,-92 Q-46,-92 -46,-84 Z';
      const handle = `<path fill-rule="evenodd" d="M-4,-90 L-4,-108 Q-4,-116 4,-116 L30,-116 Q38,-116 38,-108 L38,-90 Z M4,-92 L4,-104 Q4,-108 8,-108 L26,-108 Q30,-108 30,-104 L30,-92 Z" fill="${style.plastic}" ${outline(ctx)}/>`;
      return (
        handle +
        vessel(plastic, {
          body,
          level: -58,
          liquid: style.liquidLight,
          marks: 'M-38,-20 h10 M-38,-34 h6 M-38,-48 h10 M-38,-62 h6 M-38,-76 h10',
          shine: `<rect x="30" y="-80" width="6" height="56" rx="3" fill="#FFFFFF" fill-opacity="0.8"/>`,
        }) +
        `<rect x="-38" y="-104" width="24" height="14" rx="3" fill="${style.cap}"/><rect x="-38" y="-104" width="24" height="4" rx="2" fill="#FFFFFF" fill-opacity="0.3"/>` +
        `<rect x="44" y="-26" width="14" height="12" rx="2" fill="${tap}"/><rect x="56" y="-30" width="8" height="20" rx="3" fill="${tap}"/><rect x="50" y="-38" width="4" height="12" rx="2" fill="${style.bodyDark}"/><path d="M60,-10 v5" stroke="${tap}" stroke-width="${sw * 2}" stroke-linecap="round"/>`
      );
    },
  };
}

/** A rack of pipette tips with its hinged lid open behind it. */
export function tipBox(options: { tips?: string; box?: string } = {}): Drawable {
  return {
    width: 110,
    height: 104,
    draw(ctx) {
      const { style } = ctx;
      const tipColor = options.tips ?? '#FFC93C';
      const boxColor = options.box ?? style.cap;
      const tips = (y: number, shade: number) =>
        Array.from({ length: 8 }, (_, index) => {
          const x = -42 + index * 12;
          return `<path d="M${x},${y} h8 l-1,-9 h-6 Z" fill="${tipColor}" fill-opacity="${shade}"/><rect x="${x - 1}" y="${y - 11}" width="10" height="3" rx="1.5" fill="${tipColor}" fill-opacity="${shade}"/>`;
        }).join('');
      return (
        `<path d="M-50,-50 L-42,-104 L42,-104 L50,-50 Z" fill="${boxColor}" fill-opacity="0.28" stroke="${boxColor}" stroke-opacity="0.6" stroke-width="${ctx.strokeWidth}"/>` +
        tips(-52, 0.55) +
        tips(-48, 1) +
        `<rect x="-52" y="-50" width="104" height="8" rx="2" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${ctx.strokeWidth * 0.8}"/>` +
        `<rect x="-50" y="-42" width="100" height="42" rx="4" fill="${boxColor}" fill-opacity="0.85"/><rect x="-50" y="-42" width="100" height="6" fill="#FFFFFF" fill-opacity="0.22"/><rect x="-36" y="-28" width="40" height="12" rx="2" fill="#FFFFFF" fill-opacity="0.9"/>`
      );
    },
  };
}

/** Single-channel micropipette, tilted as when in use. */
export function micropipette(options: { button?: string } = {}): Drawable {
  return {
    width: 70,
    height: 170,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const button = options.button ?? style.accent;
      const body =
        'M-11,-138 L11,-138 Q15,-138 15,-132 L15,-74 Q15,-63 9,-58 L7,-44 L-7,-44 L-9,-58 Q-15,-63 -15,-74 L-15,-132 Q-15,-138 -11,-138 Z';
      const digits = [-104, -96, -88]
        .map(
          (y) => `<rect x="-5" y="${y}" width="10" height="5" rx="1" fill="${style.screenText}"/>`,
        )
        .join('');
      return `<g transform="translate(-14 0) rotate(14)"><path d="M-6,-44 L-3,-24 L3,-24 L6,-44 Z" fill="${style.bodyShade}"/><path d="M-3,-25 L-0.8,-1 L0.8,-1 L3,-25 Z" fill="#FFE08A" stroke="#E0B84A" stroke-width="${sw * 0.5}"/><rect x="7" y="-66" width="6" height="30" rx="2" fill="${style.bodyDark}"/><path d="${body}" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${sw}"/><rect x="-15" y="-138" width="30" height="10" rx="3" fill="${style.cap}"/><path d="M15,-130 q12,-2 13,9 q-5,2 -13,1 Z" fill="${style.bodyDark}"/><rect x="-8" y="-112" width="16" height="30" rx="3" fill="${style.screen}"/>${digits}<rect x="-4" y="-154" width="8" height="17" fill="${style.metal}"/><rect x="-10" y="-164" width="20" height="10" rx="5" fill="${button}"/><rect x="-10" y="-76" width="4" height="10" rx="2" fill="#FFFFFF" fill-opacity="0.7"/></g>`;
    },
  };
}

/** Conical 50 mL centrifuge tube with a screw cap. */
function conicalTube(ctx: DrawContext, x: number, cap: string, level: number): string {
  const plastic = asPlastic(ctx);
  const body = 'M-11,-86 L-11,-20 L-3,-2 Q0,1 3,-2 L11,-20 L11,-86';
  return `<g transform="translate(${x} 0)">${vessel(plastic, {
    body,
    level,
    liquid: ctx.style.liquidLight,
    marks: graduations(9, -26, -78, 8, 2),
    label: `<rect x="-9" y="-70" width="10" height="26" rx="1.5" fill="#FFFFFF" fill-opacity="0.9"/>`,
  })}<rect x="-13" y="-100" width="26" height="16" rx="3" fill="${cap}"/><rect x="-13" y="-100" width="26" height="4" rx="2" fill="#FFFFFF" fill-opacity="0.3"/></g>`;
}

export function conicalTubes(caps: readonly string[]): Drawable {
  const pitch = 30;
  const width = caps.length * pitch + 12;
  return {
    width,
    height: 104,
    draw(ctx) {
      const left = -width / 2;
      const tubes = caps
        .map((cap, index) =>
          conicalTube(ctx, left + 6 + pitch / 2 + index * pitch, cap, -40 - ((index * 17) % 30)),
        )
        .join('');
      const { style } = ctx;
      return `<g transform="translate(0 -4)">${tubes}</g><rect x="${left}" y="-40" width="${width}" height="40" rx="4" fill="${style.body}" stroke="${style.bodyShade}" stroke-width="${ctx.strokeWidth}"/><rect x="${left}" y="-40" width="${width}" height="7" rx="3" fill="${style.bodyShade}"/>`;
    },
  };
}

/** Rack of 1.5 mL microtubes with coloured hinged caps. */
export function microtubeRack(caps: readonly string[]): Drawable {
  const pitch = 18;
  const width = caps.length * pitch + 14;
  return {
    width,
    height: 58,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const left = -width / 2;
      const tubes = caps
        .map((cap, index) => {
          const x = left + 7 + pitch / 2 + index * pitch;
          return `<g transform="translate(${x} -12)"><path d="M-6,-38 L-6,-14 L-2,-2 Q0,0 2,-2 L6,-14 L6,-38 Z" fill="${cap}" fill-opacity="0.35" stroke="${cap}" stroke-width="${sw * 0.7}"/><rect x="-8" y="-44" width="16" height="7" rx="2" fill="${cap}"/><path d="M8,-42 q5,1 4,7" stroke="${cap}" stroke-width="${sw * 1.1}" fill="none" stroke-linecap="round"/></g>`;
        })
        .join('');
      return `${tubes}<rect x="${left}" y="-30" width="${width}" height="30" rx="4" fill="${style.cap}" fill-opacity="0.92"/><rect x="${left}" y="-30" width="${width}" height="5" rx="2.5" fill="#FFFFFF" fill-opacity="0.25"/>`;
    },
  };
}

/** Wide-mouth HDPE bottle. */
export function plasticBottle(options: { cap?: string; band?: string } = {}): Drawable {
  return {
    width: 62,
    height: 108,
    draw(ctx) {
      const { style } = ctx;
      const cap = options.cap ?? style.cap;
      const body =
        'M-28,-72 L-28,-7 Q-28,0 -21,0 L21,0 Q28,0 28,-7 L28,-72 Q28,-84 16,-86 L-16,-86 Q-28,-84 -28,-72 Z';
      const band = options.band ?? style.accent;
      return `<path d="${body}" fill="${style.plastic}" ${outline(ctx)}/><rect x="-22" y="-62" width="44" height="40" rx="3" fill="#FFFFFF" stroke="${style.bodyShade}" stroke-width="${ctx.strokeWidth * 0.6}"/><rect x="-22" y="-62" width="44" height="9" rx="3" fill="${band}"/><path d="M-16,-44 h26 M-16,-36 h18" stroke="${style.plasticEdge}" stroke-width="${ctx.strokeWidth}" stroke-linecap="round"/><rect x="-19" y="-104" width="38" height="20" rx="3" fill="${cap}"/><rect x="-19" y="-104" width="38" height="5" rx="2.5" fill="#FFFFFF" fill-opacity="0.25"/><rect x="-22" y="-74" width="5" height="8" rx="2.5" fill="#FFFFFF"/>`;
    },
  };
}

/** A stack of closed Petri dishes of agar and, in front, an open one with colonies. */
export function petriDishes(options: { agar?: string } = {}): Drawable {
  return {
    width: 170,
    height: 96,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const agar = options.agar ?? '#F2C879';
      const closed = (y: number) =>
        `<g transform="translate(-26 ${y})"><path d="M-56,-16 L-56,-2 Q0,10 56,-2 L56,-16 Z" fill="${agar}" fill-opacity="0.75"/><path d="M-58,-22 L-58,-2 Q0,12 58,-2 L58,-22" fill="${style.plastic}" fill-opacity="0.45" stroke="${style.plasticEdge}" stroke-width="${sw}"/><ellipse cx="0" cy="-22" rx="58" ry="9" fill="${style.plastic}" fill-opacity="0.8" stroke="${style.plasticEdge}" stroke-width="${sw}"/></g>`;
      const colonies = [
        [-22, -4, 3],
        [-8, -10, 2.4],
        [6, -2, 3.4],
        [20, -8, 2],
        [-30, -10, 2],
        [28, 0, 2.6],
        [-4, 2, 2],
      ]
        .map(
          ([x, y, radius]) =>
            `<ellipse cx="${x}" cy="${y}" rx="${radius}" ry="${(radius ?? 2) * 0.55}" fill="#FFF7E8"/>`,
        )
        .join('');
      const open = `<g transform="translate(40 -8)"><path d="M-46,-6 L-46,2 Q0,12 46,2 L46,-6" fill="${style.plastic}" fill-opacity="0.5" stroke="${style.plasticEdge}" stroke-width="${sw}"/><ellipse cx="0" cy="-6" rx="46" ry="13" fill="${style.plastic}" stroke="${style.plasticEdge}" stroke-width="${sw}"/><ellipse cx="0" cy="-5" rx="41" ry="10.5" fill="${agar}"/><g transform="translate(0 -5)">${colonies}</g></g>`;
      return closed(-44) + closed(-22) + closed(0) + open;
    },
  };
}

/** Disposable syringe lying down, a disc syringe filter on its tip. */
export function syringeWithFilter(options: { filter?: string } = {}): Drawable {
  return {
    width: 200,
    height: 44,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const filter = options.filter ?? style.accent;
      const marks = Array.from(
        { length: 9 },
        (_, index) => `M${-30 + index * 10},-31 v${index % 2 === 0 ? 8 : 5}`,
      ).join('');
      return `<rect x="52" y="-28" width="44" height="8" rx="2" fill="${style.plastic}" stroke="${style.plasticEdge}" stroke-width="${sw}"/><rect x="92" y="-38" width="6" height="28" rx="3" fill="${style.plastic}" stroke="${style.plasticEdge}" stroke-width="${sw}"/><rect x="-44" y="-36" width="98" height="24" rx="3" fill="${style.plastic}" fill-opacity="0.9" stroke="${style.plasticEdge}" stroke-width="${sw}"/><rect x="-40" y="-33" width="40" height="18" fill="${style.liquidLight}" fill-opacity="0.8"/><rect x="-2" y="-34" width="6" height="20" rx="1" fill="${style.bodyDark}"/><path d="${marks}" stroke="${style.marks}" stroke-width="${sw * 0.7}"/><rect x="50" y="-42" width="6" height="36" rx="2" fill="${style.plastic}" stroke="${style.plasticEdge}" stroke-width="${sw}"/><path d="M-44,-28 L-56,-26 L-56,-22 L-44,-20 Z" fill="${style.plastic}" stroke="${style.plasticEdge}" stroke-width="${sw}"/><rect x="-64" y="-42" width="8" height="36" rx="3" fill="${filter}"/><rect x="-72" y="-40" width="8" height="32" rx="3" fill="${filter}" fill-opacity="0.75"/><rect x="-92" y="-26" width="20" height="4" rx="2" fill="${style.plastic}" stroke="${style.plasticEdge}" stroke-width="${sw}"/><rect x="-40" y="-33" width="30" height="4" rx="2" fill="#FFFFFF" fill-opacity="0.7"/>`;
    },
  };
}

/** Tub of disinfecting wipes, one wipe pulled through its lid. */
export function wipesTub(options: { band?: string } = {}): Drawable {
  return {
    width: 84,
    height: 150,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const band = options.band ?? '#49B596';
      return `<path d="M-36,-112 L-36,-6 Q-36,0 -30,0 L30,0 Q36,0 36,-6 L36,-112 Z" fill="${style.plastic}" stroke="${style.plasticEdge}" stroke-width="${sw}"/><rect x="-36" y="-84" width="72" height="52" fill="${band}"/><rect x="-36" y="-84" width="72" height="6" fill="#FFFFFF" fill-opacity="0.3"/><rect x="-22" y="-70" width="30" height="6" rx="3" fill="#FFFFFF"/><rect x="-22" y="-58" width="44" height="4" rx="2" fill="#FFFFFF" fill-opacity="0.7"/><rect x="-22" y="-50" width="36" height="4" rx="2" fill="#FFFFFF" fill-opacity="0.7"/><rect x="-30" y="-104" width="6" height="70" rx="3" fill="#FFFFFF" fill-opacity="0.7"/><rect x="-40" y="-126" width="80" height="16" rx="5" fill="${style.cap}"/><rect x="-40" y="-126" width="80" height="4" rx="2" fill="#FFFFFF" fill-opacity="0.3"/><path d="M-14,-126 C-22,-134 -16,-144 -6,-142 C-2,-152 12,-152 14,-142 C24,-140 24,-130 14,-126 Z" fill="#FFFFFF" stroke="${style.plasticEdge}" stroke-width="${sw * 0.8}" stroke-linejoin="round"/><path d="M-6,-142 q4,6 2,14 M8,-144 q-2,8 2,16" stroke="${style.plasticEdge}" stroke-width="${sw * 0.6}" fill="none" stroke-linecap="round"/>`;
    },
  };
}
