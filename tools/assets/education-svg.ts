import type { Drawable } from './lab-style';

// Science teaching material: a ball-and-stick molecular model and a magnifying glass.

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
