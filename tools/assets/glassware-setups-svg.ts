import { erlenmeyer, graduations, vessel } from './glassware-svg';
import type { Drawable } from './lab-style';

// Glassware set up for an operation, in glassware-svg.ts's style: a filter funnel on the
// flask it drains into, a filtering flask under a Büchner funnel, a separatory funnel in
// the ring of its stand.

/** Glass funnel with a folded filter paper, set on an Erlenmeyer flask catching the filtrate. */
export function filterFunnel(options: { liquid?: string } = {}): Drawable {
  return {
    width: 90,
    height: 170,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const liquid = options.liquid ?? style.accent;
      const edge = `stroke="${style.glassEdge}" stroke-opacity="${style.glassEdgeOpacity}" stroke-width="${sw}" stroke-linejoin="round"`;
      const flask = erlenmeyer({ level: 0.2, liquid }).draw(ctx);
      return `${flask}<path d="M-44,-168 L44,-168 L6,-122 L6,-82 L-6,-82 L-6,-122 Z" fill="${style.glass}" fill-opacity="${style.glassOpacity}" ${edge}/><path d="M-36,-165 L36,-165 L0,-124 Z" fill="#FFFFFF" stroke="${style.plasticEdge}" stroke-width="${sw * 0.7}" stroke-linejoin="round"/><path d="M-24,-151 L24,-151 L0,-124 Z" fill="${liquid}" fill-opacity="0.8"/><path d="M0,-165 L0,-124 M-18,-165 L0,-124" stroke="${style.plasticEdge}" stroke-width="${sw * 0.5}"/><circle cx="0" cy="-72" r="3" fill="${liquid}"/><path d="M-34,-162 L-12,-136" stroke="${style.shine}" stroke-opacity="${style.shineOpacity * 0.6}" stroke-width="4" stroke-linecap="round"/>`;
    },
  };
}

/** Thick-walled filtering flask with its side arm and hose, a porcelain Büchner funnel on top. */
export function buchnerFlask(): Drawable {
  return {
    width: 118,
    height: 168,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const porcelain = `fill="#FFFFFF" stroke="${style.bodyShade}" stroke-width="${sw}" stroke-linejoin="round"`;
      const body = 'M-12,-112 L-12,-74 L-44,-12 Q-48,0 -36,0 L36,0 Q48,0 44,-12 L12,-74 L12,-112';
      const arm = 'M12,-98 L40,-104';
      const hose = 'M40,-104 C58,-108 60,-60 56,-20 Q54,-4 62,0';
      return [
        `<path d="${hose}" stroke="#56636F" stroke-width="9" fill="none" stroke-linecap="round"/>`,
        `<path d="${arm}" stroke="${style.glassEdge}" stroke-width="8" stroke-linecap="round"/><path d="${arm}" stroke="${style.glass}" stroke-width="${8 - sw * 2}" stroke-linecap="round"/>`,
        vessel(ctx, {
          body,
          level: -26,
          liquid: style.liquidLight,
          marks: graduations(18, -12, -40, 9),
          shine: `<path d="M-8,-68 L-32,-18" stroke="${style.shine}" stroke-opacity="${style.shineOpacity * 0.7}" stroke-width="6" stroke-linecap="round"/>`,
        }),
        `<path d="M-18,-122 L18,-122 L14,-106 L-14,-106 Z" fill="#3E4A55"/>`,
        `<rect x="-5" y="-132" width="10" height="40" rx="2" ${porcelain}/>`,
        `<path d="M-44,-132 L44,-132 L14,-120 L-14,-120 Z" ${porcelain}/>`,
        `<rect x="-46" y="-166" width="92" height="36" rx="4" ${porcelain}/><rect x="-46" y="-166" width="92" height="6" rx="3" fill="${style.bodyShade}"/><rect x="-38" y="-156" width="6" height="22" rx="3" fill="${style.bodyShade}"/>`,
      ].join('');
    },
  };
}

/** Separatory funnel holding two liquid layers, in a ring clamp on a stand, over a flask. */
export function separatoryFunnelStand(options: { upper?: string; lower?: string } = {}): Drawable {
  return {
    width: 130,
    height: 236,
    draw(ctx) {
      const { style, strokeWidth: sw } = ctx;
      const body =
        'M-7,-206 L-7,-198 C-32,-188 -36,-160 -25,-140 Q-15,-124 -3,-118 L-3,-70 L3,-70 L3,-118 Q15,-124 25,-140 C36,-160 32,-188 7,-198 L7,-206';
      const lower = ctx.doc.clip(
        body,
        `<rect x="-40" y="-156" width="80" height="90" fill="${options.lower ?? style.liquid}" fill-opacity="0.9"/>`,
      );
      const flask = `<g transform="scale(0.8)">${erlenmeyer({ level: 0.18, liquid: options.lower ?? style.liquid }).draw({ ...ctx, strokeWidth: sw / 0.8 })}</g>`;
      return [
        `<rect x="-54" y="-232" width="7" height="222" rx="3" fill="${style.metal}"/><rect x="-54" y="-232" width="2.5" height="222" fill="#FFFFFF" fill-opacity="0.45"/>`,
        `<rect x="-64" y="-10" width="128" height="10" rx="3" fill="${style.bodyDark}"/>`,
        flask,
        `<rect x="-52" y="-156" width="30" height="6" rx="2" fill="${style.metal}"/><rect x="-58" y="-160" width="14" height="14" rx="2" fill="${style.metalDark}"/>`,
        vessel(ctx, {
          body,
          level: -178,
          liquid: options.upper ?? style.accent,
          label: lower,
          shine: `<path d="M-20,-176 Q-26,-162 -20,-146" stroke="${style.shine}" stroke-opacity="${style.shineOpacity * 0.7}" stroke-width="5" stroke-linecap="round" fill="none"/>`,
          extra: `<rect x="-10" y="-216" width="20" height="12" rx="3" fill="${style.cap}"/><rect x="-14" y="-112" width="28" height="8" rx="3" fill="${style.cap}"/><rect x="12" y="-115" width="6" height="14" rx="2" fill="#FFFFFF" stroke="${style.plasticEdge}" stroke-width="${sw * 0.6}"/>`,
        }),
        `<ellipse cx="0" cy="-152" rx="33" ry="5" fill="none" stroke="${style.metalDark}" stroke-width="${sw * 1.8}"/>`,
      ].join('');
    },
  };
}
