import { shopColors } from './palette';
import { r } from './svg-document';

// Pieces shared by the company and office scenes. Absolute coordinates in the scene.

/** A pendant lamp hanging from the ceiling, with a soft cone of light. */
export function pendantLamp(x: number, cordTop: number, cordLength: number, glow: string): string {
  const y = cordTop + cordLength;
  return `<path d="M${x},${cordTop} V${y}" stroke="#5B6B7A" stroke-width="2"/><path d="M${x - 56},${y + 150} L${x - 24},${y + 22} L${x + 24},${y + 22} L${x + 56},${y + 150} Z" fill="${glow}" fill-opacity="0.55"/><path d="M${x - 26},${y + 24} Q${x - 24},${y} ${x},${y} Q${x + 24},${y} ${x + 26},${y + 24} Z" fill="#2C3E50"/><rect x="${x - 10}" y="${y + 20}" width="20" height="6" rx="3" fill="#FFE7B8"/>`;
}

/** A potted plant with a few rounded leaves. */
export function pottedPlant(x: number, floor: number, scale = 1): string {
  const leaves = [
    { dx: -30, dy: -120, angle: -35 },
    { dx: 26, dy: -128, angle: 30 },
    { dx: -8, dy: -150, angle: -8 },
    { dx: -40, dy: -84, angle: -60 },
    { dx: 36, dy: -90, angle: 55 },
    { dx: 10, dy: -112, angle: 14 },
  ]
    .map(
      (leaf, index) =>
        `<ellipse cx="${leaf.dx}" cy="${leaf.dy}" rx="14" ry="34" transform="rotate(${leaf.angle} ${leaf.dx} ${leaf.dy})" fill="${index % 2 ? '#2E9E6A' : '#3FB67D'}"/>`,
    )
    .join('');
  return `<g transform="translate(${x} ${floor}) scale(${scale})"><path d="M0,-60 Q-4,-110 -30,-120 M0,-60 Q6,-110 26,-128 M0,-60 V-150" stroke="#2E7D57" stroke-width="4" fill="none"/>${leaves}<path d="M-30,-62 L30,-62 L24,0 L-24,0 Z" fill="${shopColors.orange}"/><rect x="-33" y="-68" width="66" height="10" rx="3" fill="#D96F00"/></g>`;
}

/** A cardboard box with tape and a small label; `mark` prints the shop's flask icon. */
export function cardboardBox(
  x: number,
  y: number,
  width: number,
  height: number,
  mark = false,
): string {
  const icon = mark
    ? `<g transform="translate(${r(x + width * 0.72)} ${r(y + height * 0.62)}) scale(${r(height / 90)})"><circle r="14" fill="${shopColors.blue}"/><path d="M-4,-8 h8 M-3,-8 v6 l-6,10 h18 l-6,-10 v-6" stroke="#FFFFFF" stroke-width="2.4" fill="none" stroke-linejoin="round"/></g>`
    : '';
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(width)}" height="${r(height)}" rx="3" fill="#C99A6B"/><rect x="${r(x)}" y="${r(y)}" width="${r(width)}" height="${r(height * 0.14)}" fill="#B3855A"/><rect x="${r(x + width * 0.44)}" y="${r(y)}" width="${r(width * 0.12)}" height="${r(height * 0.5)}" fill="#E0BC8F"/><rect x="${r(x + width * 0.1)}" y="${r(y + height * 0.55)}" width="${r(width * 0.3)}" height="${r(height * 0.22)}" rx="2" fill="#FFFFFF" fill-opacity="0.9"/>${icon}`;
}

/** A wooden pallet seen from the front. */
export function pallet(x: number, floor: number, width: number): string {
  const blocks = [0, 0.45, 0.9]
    .map(
      (at) =>
        `<rect x="${r(x + width * at)}" y="${floor - 16}" width="${r(width * 0.1)}" height="16" fill="#9C7048"/>`,
    )
    .join('');
  return `<rect x="${x}" y="${floor - 24}" width="${width}" height="9" rx="1" fill="#B8875A"/>${blocks}`;
}

/**
 * The delivery van of the shop's own Paris-suburbs delivery service (docs/product/catalogue.md), in the
 * shop's blue with the orange line; no lettering. Faces left; (x, floor) is the point
 * under the middle of the van.
 */
export function deliveryVan(x: number, floor: number, scale = 1): string {
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="-30" r="30" fill="#1F2933"/><circle cx="${cx}" cy="-30" r="14" fill="#B8C4CF"/><circle cx="${cx}" cy="-30" r="5" fill="#5B6B7A"/>`;
  return `<g transform="translate(${x} ${floor}) scale(${scale})"><ellipse cx="0" cy="-2" rx="200" ry="9" fill="#0A2F55" fill-opacity="0.18"/><path d="M-70,-226 L150,-226 Q170,-226 170,-206 L170,-40 L-190,-40 L-190,-110 Q-190,-124 -180,-132 L-130,-200 Q-116,-222 -94,-224 Z" fill="${shopColors.blue}"/><path d="M-186,-128 L-134,-196 Q-124,-210 -108,-210 L-76,-210 L-76,-130 Z" fill="#CFE8FA"/><path d="M-160,-176 L-128,-176" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="6" stroke-linecap="round"/><path d="M-190,-96 L170,-96 L170,-80 L-190,-80 Z" fill="${shopColors.orange}"/><path d="M-66,-210 V-44 M60,-220 V-44" stroke="${shopColors.blueDark}" stroke-width="3"/><rect x="-56" y="-150" width="22" height="6" rx="3" fill="${shopColors.blueDark}"/><g transform="translate(20 -156)"><circle r="26" fill="#FFFFFF"/><path d="M-7,-14 h14 M-5,-14 v10 l-11,18 h32 l-11,-18 v-10" stroke="${shopColors.blue}" stroke-width="4" fill="none" stroke-linejoin="round"/><path d="M-11,8 h22" stroke="${shopColors.orange}" stroke-width="4" stroke-linecap="round"/></g><rect x="-198" y="-60" width="40" height="22" rx="6" fill="#2C3E50"/><rect x="150" y="-60" width="26" height="22" rx="6" fill="#2C3E50"/><rect x="-192" y="-118" width="12" height="16" rx="3" fill="#FFE7B8"/><rect x="164" y="-130" width="8" height="24" rx="2" fill="#E53935"/><rect x="-92" y="-186" width="12" height="18" rx="3" fill="#1F2933"/>${wheel(-120)}${wheel(100)}</g>`;
}
