import { erlenmeyer, labBottle, roundFlask, volumetricFlask } from './glassware-svg';
import { type LabStyle, lightLabStyle } from './lab-style';
import { shopColors } from './palette';
import { seatedPerson, standingPerson } from './people-svg';
import { cardboardBox, deliveryVan, pallet, pendantLamp, pottedPlant } from './scene-parts-svg';
import { place, SvgDocument } from './svg-document';

// "Company" picture of the about page (docs/product/catalogue.md: historic glassware maker with its own
// delivery service): the glassblowing bench, the stock on racks and the van at the
// loading door, in the flat style of the category pictures.

const WIDTH = 1200;
const HEIGHT = 800;
const WALL_BASE = 560;

function racking(): string {
  const uprights = [40, 210, 380]
    .map((x) => `<rect x="${x}" y="150" width="14" height="410" fill="${shopColors.blue}"/>`)
    .join('');
  const levels = [300, 430, 556];
  const beams = levels
    .map(
      (y) => `<rect x="34" y="${y}" width="366" height="12" rx="2" fill="${shopColors.orange}"/>`,
    )
    .join('');
  const boxes = [
    [64, 234, 64, 66, true],
    [134, 250, 60, 50, false],
    [230, 226, 70, 74, true],
    [306, 254, 60, 46, false],
    [60, 370, 80, 60, false],
    [146, 384, 52, 46, true],
    [232, 360, 60, 70, false],
    [298, 376, 70, 54, true],
    [66, 494, 70, 62, true],
    [140, 508, 56, 48, false],
    [236, 488, 130, 68, true],
  ] as const;
  return `${boxes.map(([x, y, w, h, mark]) => cardboardBox(x, y, w, h, mark)).join('')}${beams}${uprights}`;
}

function loadingDoor(doc: SvgDocument): string {
  const sky = doc.linearGradient([
    [0, '#BFE0F7'],
    [1, '#EAF5FD'],
  ]);
  const slats = Array.from({ length: 6 }, (_, index) => `M730,${156 + index * 7} H1150`).join(' ');
  const skyline = `<path d="M740,470 V420 H790 V390 H840 V430 H880 V370 H930 V420 H990 V400 H1040 V440 H1090 V410 H1140 V470 Z" fill="#CADCEC"/><circle cx="1070" cy="300" r="40" fill="#FFFFFF" fill-opacity="0.6"/>`;
  return `<rect x="720" y="150" width="440" height="410" fill="#8FA3B5"/><rect x="730" y="196" width="420" height="364" fill="${sky}"/>${skyline}<rect x="730" y="470" width="420" height="90" fill="#C9D4DD"/><path d="M730,470 H1150" stroke="#AEBBC7" stroke-width="3"/><rect x="726" y="152" width="428" height="46" fill="#B5C3CF"/><path d="${slats}" stroke="#9AAAB9" stroke-width="2"/><path d="M730,540 H1150" stroke="${shopColors.orange}" stroke-width="8" stroke-dasharray="26 18"/>`;
}

function glassblowingBench(doc: SvgDocument): string {
  const style: LabStyle = { ...lightLabStyle, liquid: '#7CC0F0' };
  const shelfItem = (x: number, scale: number, drawing: ReturnType<typeof erlenmeyer>) =>
    place(x, 270, scale, drawing.draw({ doc, style, strokeWidth: 2.2 / scale }));
  const shelf = [
    shelfItem(470, 0.6, erlenmeyer({ level: 0.3 })),
    shelfItem(530, 0.6, roundFlask({ level: 0.3 })),
    shelfItem(586, 0.5, volumetricFlask()),
    shelfItem(640, 0.55, labBottle({ level: 0.4 })),
  ].join('');
  const glassblower = seatedPerson(
    {
      skin: '#E9B48A',
      hair: '#3B2A20',
      hairStyle: 'short',
      shirt: '#F2F4F7',
      shirtShade: '#D5DDE5',
      goggles: true,
    },
    { handsApart: 34 },
  );
  const flame = `<path d="M600,452 Q586,430 600,396 Q614,430 600,452 Z" fill="${shopColors.orange}"/><path d="M600,452 Q593,438 600,418 Q607,438 600,452 Z" fill="#FFD36B"/><path d="M600,454 Q597,446 600,438 Q603,446 600,454 Z" fill="#7CC0F0"/>`;
  const tube = `<path d="M534,438 L662,420" stroke="#BFE3FA" stroke-width="8" stroke-linecap="round"/><path d="M534,438 L662,420" stroke="#5F93C2" stroke-width="1.5" stroke-opacity="0.7"/>`;
  return [
    `<rect x="440" y="200" width="8" height="270" fill="#B8C4CF"/><rect x="672" y="200" width="8" height="270" fill="#B8C4CF"/><rect x="432" y="270" width="256" height="8" rx="2" fill="#7D8C99"/>`,
    shelf,
    place(560, 470, 1, glassblower),
    `<rect x="586" y="452" width="28" height="18" rx="3" fill="#5B6B7A"/><rect x="596" y="458" width="8" height="12" fill="#2C3E50"/>`,
    flame,
    tube,
    `<rect x="420" y="466" width="280" height="16" rx="3" fill="#2C3E50"/><rect x="432" y="482" width="256" height="78" fill="#DCE5EE"/><rect x="442" y="492" width="110" height="58" rx="3" fill="#FFFFFF"/><rect x="568" y="492" width="110" height="58" rx="3" fill="#FFFFFF"/><rect x="486" y="504" width="22" height="5" rx="2.5" fill="${shopColors.blue}"/><rect x="612" y="504" width="22" height="5" rx="2.5" fill="${shopColors.blue}"/>`,
    place(680, 466, 0.42, erlenmeyer({ level: 0.3 }).draw({ doc, style, strokeWidth: 2.2 / 0.42 })),
  ].join('');
}

export function companySceneSvg(): string {
  const doc = new SvgDocument(WIDTH, HEIGHT, 'company');
  const floor = doc.linearGradient([
    [0, '#D5DFE8'],
    [1, '#C3CFDA'],
  ]);
  const windows = [60, 250, 440]
    .map(
      (x) =>
        `<rect x="${x}" y="56" width="160" height="64" rx="4" fill="#D3E8F8"/><path d="M${x + 53},56 V120 M${x + 107},56 V120" stroke="#B5CADB" stroke-width="4"/>`,
    )
    .join('');
  const worker = standingPerson(
    {
      skin: '#8D5B3E',
      hair: '#1F1A17',
      hairStyle: 'curly',
      shirt: shopColors.blue,
      shirtShade: shopColors.blueDark,
      trousers: '#2C3E50',
    },
    { prop: 'clipboard' },
  );
  const mover = standingPerson(
    {
      skin: '#F1C7A3',
      hair: '#A8642E',
      hairStyle: 'bun',
      shirt: shopColors.orange,
      shirtShade: '#D96F00',
      trousers: '#34495E',
    },
    { prop: 'box' },
  );
  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#EAF1F8"/>`,
    `<rect width="${WIDTH}" height="28" fill="#C9D6E2"/>`,
    `<path d="${Array.from({ length: 12 }, (_, index) => `M${index * 110},28 l55,-28 l55,28`).join(' ')}" stroke="#B3C3D1" stroke-width="3" fill="none"/>`,
    windows,
    pendantLamp(540, 28, 70, '#FFF6DF'),
    pendantLamp(300, 28, 40, '#FFF6DF'),
    `<rect x="0" y="${WALL_BASE}" width="${WIDTH}" height="${HEIGHT - WALL_BASE}" fill="${floor}"/>`,
    `<path d="M0,${WALL_BASE} H${WIDTH}" stroke="#AEBBC7" stroke-width="4"/>`,
    `<path d="M0,690 H${WIDTH}" stroke="${shopColors.orange}" stroke-width="6" stroke-opacity="0.55" stroke-dasharray="40 24"/>`,
    racking(),
    loadingDoor(doc),
    glassblowingBench(doc),
    deliveryVan(950, 600, 1.02),
    `<ellipse cx="745" cy="740" rx="100" ry="8" fill="#0A2F55" fill-opacity="0.14"/>`,
    pallet(660, 740, 170),
    cardboardBox(668, 650, 72, 66, true),
    cardboardBox(746, 668, 76, 48, false),
    cardboardBox(684, 600, 56, 50, false),
    `<ellipse cx="930" cy="780" rx="58" ry="8" fill="#0A2F55" fill-opacity="0.14"/>`,
    place(930, 780, 0.95, mover),
    `<ellipse cx="250" cy="770" rx="60" ry="8" fill="#0A2F55" fill-opacity="0.14"/>`,
    place(250, 770, 1, worker),
    `<ellipse cx="70" cy="772" rx="48" ry="7" fill="#0A2F55" fill-opacity="0.14"/>`,
    pottedPlant(70, 770, 1),
  ].join('');
  return doc.render(body);
}
