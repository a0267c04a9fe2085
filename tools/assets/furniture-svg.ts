import { amberBottle } from './chemicals-svg';
import { erlenmeyer, labBottle } from './glassware-svg';
import type { Drawable } from './lab-style';

// Laboratory furniture: a bench with cabinets, sink and reagent shelf; a lab stool.

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

export function labStool(): Drawable {
  return {
    width: 74,
    height: 112,
    draw(ctx) {
      const { style } = ctx;
      return `<path d="M-30,0 L0,-14 L30,0" stroke="${style.bodyDark}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/><rect x="-4" y="-92" width="8" height="80" fill="${style.metal}"/><rect x="-22" y="-50" width="44" height="5" rx="2.5" fill="${style.metalDark}"/><rect x="-32" y="-108" width="64" height="18" rx="9" fill="${style.cap}"/><rect x="-26" y="-106" width="40" height="4" rx="2" fill="#FFFFFF" fill-opacity="0.3"/>`;
    },
  };
}
