import { erlenmeyer } from './glassware-svg';
import { lightLabStyle } from './lab-style';
import { shopColors } from './palette';
import { type Person, seatedPerson, standingPerson } from './people-svg';
import { pendantLamp, pottedPlant } from './scene-parts-svg';
import { place, SvgDocument } from './svg-document';

// "Office" picture of the about page: the sales team answering quote requests, a window
// on the Paris suburbs (docs/product/catalogue.md: own delivery service there).

const WIDTH = 1200;
const HEIGHT = 800;
const WALL_BASE = 600;
const DESK_TOP = 500;

function cityWindow(doc: SvgDocument): string {
  const sky = doc.linearGradient([
    [0, '#BFE0F7'],
    [1, '#F1F8FE'],
  ]);
  const far = `<path d="M660,400 V330 H700 V300 H740 V340 H770 V290 H820 V350 H860 V320 H900 V360 H1000 V310 H1040 V340 H1090 V300 H1130 V400 Z" fill="#D6E6F3"/>`;
  // A small tower on the horizon says "Paris" without a word.
  const tower = `<path d="M946,360 L958,236 L962,236 L974,360 L968,360 Q960,330 952,360 Z M951,310 H969 M954,280 H966" fill="#B9CFE2" stroke="#B9CFE2" stroke-width="3"/>`;
  const near = `<path d="M660,430 V372 H720 V352 H780 V392 H850 V362 H910 V380 H1010 V356 H1070 V388 H1130 V430 Z" fill="#C2D7E9"/>`;
  const windowsOfNear = Array.from({ length: 9 }, (_, index) => {
    const x = 676 + index * 50;
    return `<rect x="${x}" y="392" width="10" height="12" fill="#FFFFFF" fill-opacity="0.7"/><rect x="${x + 18}" y="392" width="10" height="12" fill="#FFFFFF" fill-opacity="0.7"/>`;
  }).join('');
  return `<rect x="640" y="80" width="510" height="360" rx="6" fill="#B5C6D6"/><rect x="652" y="92" width="486" height="336" fill="${sky}"/><circle cx="760" cy="170" r="34" fill="#FFFFFF" fill-opacity="0.7"/>${far}${tower}${near}${windowsOfNear}<path d="M895,92 V428 M652,260 H1138" stroke="#B5C6D6" stroke-width="10"/><rect x="630" y="436" width="530" height="12" rx="3" fill="#C9D6E2"/>`;
}

function shelving(): string {
  const colors = [shopColors.blue, shopColors.orange, '#5B6B7A', shopColors.blueLight, '#2E9E6A'];
  const binders = (y: number, count: number, offset: number) =>
    Array.from({ length: count }, (_, index) => {
      const color = colors[(index + offset) % colors.length] ?? shopColors.blue;
      const x = 72 + index * 26;
      return `<rect x="${x}" y="${y - 66}" width="22" height="66" rx="2" fill="${color}"/><rect x="${x + 5}" y="${y - 52}" width="12" height="16" rx="1.5" fill="#FFFFFF" fill-opacity="0.85"/>`;
    }).join('');
  return `<rect x="60" y="120" width="250" height="300" rx="4" fill="#DCE5EE"/>${binders(200, 6, 0)}${binders(300, 5, 2)}<rect x="226" y="250" width="70" height="50" rx="3" fill="#C99A6B"/>${binders(400, 8, 1)}<rect x="60" y="198" width="250" height="8" fill="#B5C3CF"/><rect x="60" y="298" width="250" height="8" fill="#B5C3CF"/><rect x="60" y="398" width="250" height="10" fill="#B5C3CF"/><rect x="56" y="116" width="258" height="8" rx="2" fill="#B5C3CF"/>`;
}

function poster(doc: SvgDocument): string {
  const flask = erlenmeyer({ level: 0.35, liquid: shopColors.orange }).draw({
    doc,
    style: lightLabStyle,
    strokeWidth: 2.4 / 0.7,
  });
  return `<rect x="380" y="130" width="150" height="190" rx="4" fill="#FFFFFF" stroke="#C9D6E2" stroke-width="6"/><rect x="395" y="145" width="120" height="160" fill="${shopColors.bluePale}"/>${place(455, 290, 0.7, flask)}<circle cx="620" cy="170" r="34" fill="#FFFFFF" stroke="#5B6B7A" stroke-width="5"/><path d="M620,170 V148 M620,170 L636,180" stroke="#1F2933" stroke-width="4" stroke-linecap="round"/>`;
}

function chairBack(x: number): string {
  return `<rect x="${x - 46}" y="${DESK_TOP - 150}" width="92" height="110" rx="20" fill="#2C3E50"/>`;
}

function desk(x: number, width: number): string {
  const drawers = [0, 1, 2]
    .map(
      (index) =>
        `<rect x="${x + width - 132}" y="${DESK_TOP + 34 + index * 34}" width="104" height="28" rx="3" fill="#F4F7FA" stroke="#D5DDE5" stroke-width="2"/><rect x="${x + width - 96}" y="${DESK_TOP + 45 + index * 34}" width="32" height="5" rx="2.5" fill="${shopColors.blue}"/>`,
    )
    .join('');
  return `<rect x="${x}" y="${DESK_TOP}" width="${width}" height="16" rx="3" fill="#E2E8EE"/><rect x="${x + 14}" y="${DESK_TOP + 16}" width="${width - 28}" height="120" fill="#FFFFFF"/><rect x="${x + 14}" y="${DESK_TOP + 16}" width="${width - 28}" height="10" fill="#D5DDE5"/>${drawers}<rect x="${x + 14}" y="${DESK_TOP + 136}" width="14" height="${WALL_BASE + 100 - DESK_TOP - 136}" fill="#9AA8B5"/><rect x="${x + width - 28}" y="${DESK_TOP + 136}" width="14" height="${WALL_BASE + 100 - DESK_TOP - 136}" fill="#9AA8B5"/>`;
}

function laptopBack(x: number): string {
  return `<path d="M${x - 62},${DESK_TOP} L${x - 54},${DESK_TOP - 84} L${x + 54},${DESK_TOP - 84} L${x + 62},${DESK_TOP} Z" fill="#B8C4CF"/><circle cx="${x}" cy="${DESK_TOP - 44}" r="9" fill="#FFFFFF" fill-opacity="0.7"/><rect x="${x - 70}" y="${DESK_TOP - 4}" width="140" height="6" rx="3" fill="#9AA8B5"/>`;
}

/** A monitor turned toward the viewer, showing a catalogue page in the shop's colours. */
function monitor(x: number): string {
  const rows = [0, 1, 2]
    .map(
      (index) =>
        `<rect x="${x - 58}" y="${DESK_TOP - 136 + index * 22}" width="28" height="16" rx="2" fill="#DCE5EE"/><rect x="${x - 24}" y="${DESK_TOP - 132 + index * 22}" width="56" height="4" rx="2" fill="#9AA8B5"/><rect x="${x - 24}" y="${DESK_TOP - 124 + index * 22}" width="36" height="4" rx="2" fill="#C9D4DD"/><rect x="${x + 40}" y="${DESK_TOP - 132 + index * 22}" width="20" height="8" rx="2" fill="${shopColors.orange}"/>`,
    )
    .join('');
  return `<rect x="${x - 8}" y="${DESK_TOP - 70}" width="16" height="62" fill="#5B6B7A"/><rect x="${x - 40}" y="${DESK_TOP - 10}" width="80" height="10" rx="3" fill="#5B6B7A"/><rect x="${x - 78}" y="${DESK_TOP - 182}" width="156" height="112" rx="6" fill="#1F2933"/><rect x="${x - 70}" y="${DESK_TOP - 174}" width="140" height="96" rx="2" fill="#FFFFFF"/><rect x="${x - 70}" y="${DESK_TOP - 174}" width="140" height="18" fill="${shopColors.blue}"/>${rows}`;
}

function deskProps(x: number): string {
  return `<rect x="${x}" y="${DESK_TOP - 34}" width="26" height="34" rx="4" fill="${shopColors.orange}"/><path d="M${x + 26},${DESK_TOP - 26} q12,0 12,10 q0,8 -12,8" stroke="${shopColors.orange}" stroke-width="5" fill="none"/><rect x="${x + 50}" y="${DESK_TOP - 8}" width="70" height="8" rx="1" fill="#FFFFFF" stroke="#D5DDE5" stroke-width="2"/><rect x="${x + 56}" y="${DESK_TOP - 14}" width="60" height="6" rx="1" fill="#FFFFFF" stroke="#D5DDE5" stroke-width="2"/>`;
}

const team: Person[] = [
  {
    skin: '#F1C7A3',
    hair: '#4A3326',
    hairStyle: 'long',
    shirt: shopColors.blue,
    shirtShade: shopColors.blueDark,
    headset: true,
  },
  {
    skin: '#8D5B3E',
    hair: '#1F1A17',
    hairStyle: 'short',
    shirt: '#FFFFFF',
    shirtShade: '#DCE5EE',
    glasses: true,
  },
  {
    skin: '#E9B48A',
    hair: '#C98A3C',
    hairStyle: 'bun',
    shirt: shopColors.orange,
    shirtShade: '#D96F00',
    trousers: '#2C3E50',
  },
];

export function officeSceneSvg(): string {
  const doc = new SvgDocument(WIDTH, HEIGHT, 'office');
  const [first, second, third] = team;
  if (!first || !second || !third) throw new Error('office team incomplete');
  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#EEF3F8"/>`,
    `<rect x="0" y="${WALL_BASE}" width="${WIDTH}" height="${HEIGHT - WALL_BASE}" fill="#D8E1EA"/>`,
    `<path d="M0,${WALL_BASE} H${WIDTH}" stroke="#BCC9D5" stroke-width="6"/>`,
    cityWindow(doc),
    shelving(),
    poster(doc),
    pottedPlant(548, WALL_BASE + 8, 0.75),
    pendantLamp(330, 0, 40, '#FFF8E6'),
    pendantLamp(820, 0, 40, '#FFF8E6'),
    chairBack(270),
    chairBack(760),
    place(270, DESK_TOP, 1.1, seatedPerson(first, { handsApart: 26 })),
    place(760, DESK_TOP, 1.1, seatedPerson(second, { handsApart: 34 })),
    desk(90, 430),
    desk(580, 430),
    laptopBack(270),
    deskProps(120),
    monitor(900),
    deskProps(620),
    `<rect x="706" y="${DESK_TOP - 22}" width="110" height="22" rx="3" fill="#5B6B7A"/>`,
    `<ellipse cx="1092" cy="785" rx="60" ry="8" fill="#0A2F55" fill-opacity="0.12"/>`,
    place(1092, 785, 0.95, standingPerson(third, { prop: 'clipboard' })),
    `<ellipse cx="46" cy="792" rx="50" ry="7" fill="#0A2F55" fill-opacity="0.12"/>`,
    pottedPlant(46, 790, 1.1),
  ].join('');
  return doc.render(body);
}
