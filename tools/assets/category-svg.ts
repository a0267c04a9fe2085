import { CATEGORY_PICTURE_SLUGS } from '@labo/web/features/catalog/category-pictures';
import { amberBottle, reagentJar, solventCan } from './chemicals-svg';
import { type LineUpItem, lineUp } from './composition';
import { conicalTubes, micropipette, microtubeRack, tipBox, washBottle } from './consumables-svg';
import { magnifyingGlass, moleculeModel } from './education-svg';
import {
  analyticalBalance,
  centrifuge,
  hotplateStirrer,
  microscope,
  vortexMixer,
} from './equipment-svg';
import { labBench, labStool } from './furniture-svg';
import {
  beaker,
  erlenmeyer,
  graduatedCylinder,
  labBottle,
  testTubeRack,
  volumetricFlask,
} from './glassware-svg';
import { backdrop } from './illustration-backdrop';
import { lightLabStyle } from './lab-style';
import { multimeter, thermometer, weightSet } from './measurement-svg';
import { shopColors } from './palette';
import { glovePair, labCoat, safetyGoggles, soapDispenser, warningSign } from './safety-svg';
import { place, SvgDocument } from './svg-document';

// The pictures of the demo catalogue's eight top categories, one per slug of the web
// app's list (docs/decisions/005-generated-visual-assets.md). 600×400, light background,
// the theme's blue with an orange accent, no text: the page prints the category name.

/** The web app's list (category-pictures.ts): a slug without a scene here fails to compile. */
type CategorySlug = (typeof CATEGORY_PICTURE_SLUGS)[number];

const WIDTH = 600;
const HEIGHT = 400;
const FLOOR = 338;

const orange = shopColors.orange;
const blue = '#2F8FD8';

interface Scene {
  items: LineUpItem[];
  width: number;
  maxHeight: number;
  /** Wall decoration drawn before the objects (a sign on the wall). */
  wall?: (doc: SvgDocument) => string;
}

const scenes: Record<CategorySlug, Scene> = {
  appareillage: {
    items: [
      { item: centrifuge(), scale: 0.85, gapAfter: 8 },
      { item: hotplateStirrer({ liquid: blue }), scale: 1.05, gapAfter: 8 },
      { item: vortexMixer(), scale: 0.85 },
    ],
    width: 500,
    maxHeight: 250,
  },
  consommables: {
    items: [
      { item: tipBox(), gapAfter: 4 },
      { item: micropipette(), scale: 0.95, lift: 30, gapAfter: -40 },
      { item: microtubeRack([orange, blue, '#49B596', orange, blue]), gapAfter: 10 },
      { item: conicalTubes([shopColors.blue, orange]), scale: 1.05 },
    ],
    width: 500,
    maxHeight: 250,
  },
  verrerie: {
    items: [
      { item: graduatedCylinder({ level: 0.5 }), gapAfter: 6 },
      { item: erlenmeyer({ liquid: orange, level: 0.34 }), gapAfter: 6 },
      { item: labBottle({ level: 0.45 }), scale: 1.1, gapAfter: 6 },
      { item: beaker({ level: 0.5 }), gapAfter: 6 },
      { item: volumetricFlask({ liquid: orange }) },
    ],
    width: 520,
    maxHeight: 250,
  },
  'hygiene-et-securite': {
    items: [
      { item: soapDispenser(), scale: 0.95, gapAfter: 6 },
      { item: labCoat(), gapAfter: -30 },
      { item: glovePair(), scale: 0.9, gapAfter: 0 },
      { item: safetyGoggles(), scale: 0.95 },
    ],
    width: 520,
    maxHeight: 270,
    wall: (doc) =>
      place(520, 118, 0.9, warningSign().draw({ doc, style: lightLabStyle, strokeWidth: 2.6 })),
  },
  'mesures-physiques': {
    items: [
      { item: thermometer(), gapAfter: 14 },
      { item: analyticalBalance(), scale: 1.25, gapAfter: 10 },
      { item: multimeter(), gapAfter: -6 },
      { item: weightSet(), scale: 0.8 },
    ],
    width: 520,
    maxHeight: 250,
  },
  'mobilier-de-laboratoire': {
    items: [
      { item: labBench(), gapAfter: -70 },
      { item: labStool(), scale: 1.15, lift: -26 },
    ],
    width: 540,
    maxHeight: 300,
  },
  'produits-chimiques': {
    items: [
      { item: solventCan(), gapAfter: 6 },
      { item: amberBottle({ band: orange, symbol: 'flame' }), scale: 1.05, gapAfter: 6 },
      { item: reagentJar(), gapAfter: 6 },
      { item: amberBottle(), scale: 0.9, gapAfter: 6 },
      { item: washBottle({ band: shopColors.blue }), scale: 0.95 },
    ],
    width: 520,
    maxHeight: 240,
  },
  'enseignement-des-sciences': {
    items: [
      { item: moleculeModel(), scale: 0.8, gapAfter: 4 },
      { item: microscope(), scale: 1.35, gapAfter: 8 },
      { item: testTubeRack([orange, blue, '#49B596', orange]), scale: 0.95, gapAfter: 4 },
      { item: magnifyingGlass(), scale: 0.7 },
    ],
    width: 520,
    maxHeight: 260,
  },
};

export function categorySvg(slug: CategorySlug): string {
  const scene = scenes[slug];
  const doc = new SvgDocument(WIDTH, HEIGHT, slug);
  const variant = CATEGORY_PICTURE_SLUGS.indexOf(slug);
  const body = [
    backdrop({ width: WIDTH, height: HEIGHT, floor: FLOOR, variant }),
    scene.wall ? scene.wall(doc) : '',
    lineUp(doc, lightLabStyle, scene.items, {
      x: (WIDTH - scene.width) / 2,
      floor: FLOOR,
      width: scene.width,
      maxHeight: scene.maxHeight,
    }),
  ].join('');
  return doc.render(body);
}
