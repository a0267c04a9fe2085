import { shopColors } from './palette';
import { r } from './svg-document';

// The common setting of category pictures and brochure covers: a light wall, a pale
// blue disc behind the objects, a floor line and a few quiet decorations (a dot grid,
// an orange ring, plus signs) whose corner changes with `variant` so pictures side by
// side do not look stamped from one mould.

interface BackdropOptions {
  width: number;
  height: number;
  floor: number;
  variant: number;
  wall?: string;
  disc?: string;
  accent?: string;
  dots?: string;
}

function dotGrid(x: number, y: number, columns: number, rows: number, gap: number, color: string) {
  const dots: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      dots.push(
        `<circle cx="${r(x + column * gap)}" cy="${r(y + row * gap)}" r="${r(gap * 0.16)}"/>`,
      );
    }
  }
  return `<g fill="${color}">${dots.join('')}</g>`;
}

function plus(x: number, y: number, size: number, color: string) {
  const half = size / 2;
  return `<path d="M${r(x - half)},${r(y)} h${r(size)} M${r(x)},${r(y - half)} v${r(size)}" stroke="${color}" stroke-width="${r(size * 0.28)}" stroke-linecap="round"/>`;
}

export function backdrop(options: BackdropOptions): string {
  const { width, height, floor, variant } = options;
  const wall = options.wall ?? '#F4F8FC';
  const disc = options.disc ?? shopColors.bluePale;
  const accent = options.accent ?? shopColors.orange;
  const dots = options.dots ?? '#B9D2EA';
  const unit = Math.min(width, height) / 400;
  const left = variant % 2 === 0;
  const discX = width * (left ? 0.52 : 0.48);
  const discR = height * 0.42;
  const gridX = left ? width * 0.07 : width * 0.8;
  const ringX = left ? width * 0.86 : width * 0.12;
  return [
    `<rect width="${width}" height="${height}" fill="${wall}"/>`,
    `<circle cx="${r(discX)}" cy="${r(floor - discR * 0.78)}" r="${r(discR)}" fill="${disc}"/>`,
    dotGrid(gridX, height * 0.1, 5, 4, 14 * unit, dots),
    `<circle cx="${r(ringX)}" cy="${r(height * 0.2)}" r="${r(12 * unit)}" fill="none" stroke="${accent}" stroke-width="${r(4 * unit)}"/>`,
    plus(left ? width * 0.9 : width * 0.08, height * 0.56, 12 * unit, dots),
    plus(left ? width * 0.3 : width * 0.7, height * 0.1, 9 * unit, accent),
    `<rect x="0" y="${r(floor)}" width="${width}" height="${r(height - floor)}" fill="${disc}" fill-opacity="0.55"/>`,
    `<rect x="0" y="${r(floor)}" width="${width}" height="${r(2 * unit)}" fill="${dots}" fill-opacity="0.7"/>`,
  ].join('');
}
