import type { Drawable } from './lab-style';

// Physical measurement instruments: a glass thermometer, a digital multimeter with its
// leads and a set of calibration weights.

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
