import type { BannerWidth } from '@labo/web/features/home/banner-widths';
import type { LineUpItem } from './composition';
import {
  conicalTubes,
  jerrican,
  plasticBeaker,
  plasticBottle,
  washBottle,
} from './consumables-svg';
import { hotplateStirrer, overheadStirrer, rotaryEvaporator, vortexMixer } from './equipment-svg';
import { beaker, erlenmeyer, graduatedCylinder, labBottle, volumetricFlask } from './glassware-svg';
import type { LabStyle } from './lab-style';
import { lightLabStyle } from './lab-style';

// The four partner brands of the home carousel (docs/product/catalogue.md). Each has its own colour
// scheme and product family. The brand name is set as plain text in our own font: these
// are real brands the shop resells, and we do not imitate their logos.

/** The brands drawn here; the home page's HOME_BANNERS says which banners are made. */
export type BrandSlug = keyof typeof brandThemes;

export function isBrandSlug(slug: string): slug is BrandSlug {
  return Object.hasOwn(brandThemes, slug);
}

export type BrandPattern = 'hexagons' | 'bubbles' | 'orbits' | 'slab';

export interface BrandTheme {
  slug: string;
  name: string;
  tagline: string;
  features: readonly string[];
  /** Background gradient, left to right. */
  background: readonly [string, string];
  /** Overline, accent bar and pattern colour. */
  accent: string;
  /** Brand name and tagline colour. */
  text: string;
  textSoft: string;
  chipFill: string;
  chipOpacity: number;
  chipText: string;
  pattern: BrandPattern;
  style: LabStyle;
  /** The products, from most to least important, for each banner width. */
  products: Record<BannerWidth, LineUpItem[]>;
}

/** Glass drawn on a dark background: white translucent body, light edges. */
const glassOnDark = {
  glass: '#FFFFFF',
  glassOpacity: 0.16,
  glassEdgeOpacity: 0.9,
  shine: '#FFFFFF',
  shineOpacity: 0.75,
  marks: '#FFFFFF',
  shadow: '#000000',
  shadowOpacity: 0.25,
};

const duranStyle: LabStyle = {
  ...lightLabStyle,
  ...glassOnDark,
  glassEdge: '#D6ECFF',
  liquid: '#2FA8F5',
  liquidLight: '#9BDCFF',
  cap: '#2D7FF0',
  capDark: '#1B56B0',
};

const kartellStyle: LabStyle = {
  ...lightLabStyle,
  plastic: '#F7FCFB',
  plasticEdge: '#B5D9D5',
  liquid: '#4FC3E8',
  liquidLight: '#A6E4F5',
  cap: '#FFC93C',
  capDark: '#D9A21A',
  accent: '#FF6B5B',
  marks: '#2F80ED',
  shadow: '#00302C',
  shadowOpacity: 0.28,
};

const heidolphStyle: LabStyle = {
  ...lightLabStyle,
  ...glassOnDark,
  glassEdge: '#E3EEF5',
  liquid: '#FFA94D',
  liquidLight: '#FFD29E',
  body: '#F2F4F5',
  bodyShade: '#C9D1D6',
  bodyDark: '#151B20',
  screen: '#0B1014',
  screenText: '#FFB547',
  metal: '#B0BEC5',
  metalDark: '#78909C',
  accent: '#FF9F1C',
  cap: '#FF9F1C',
  capDark: '#C77400',
};

const ikaStyle: LabStyle = {
  ...lightLabStyle,
  liquid: '#2F8FD8',
  liquidLight: '#8CCBF5',
  body: '#FFFFFF',
  bodyShade: '#D5DBE1',
  bodyDark: '#1B2430',
  screenText: '#FF8A9A',
  accent: '#C8102E',
  cap: '#C8102E',
  capDark: '#8E0B20',
  shadow: '#1B2430',
  shadowOpacity: 0.16,
};

export const brandThemes = {
  duran: {
    slug: 'duran',
    name: 'DURAN',
    tagline: 'La verrerie de laboratoire en verre borosilicaté, résistante et précise.',
    features: ['Verre borosilicaté 3.3', 'Résiste aux chocs thermiques'],
    background: ['#071F3D', '#0F5AA6'],
    accent: '#6CCBFF',
    text: '#FFFFFF',
    textSoft: '#D5E9FA',
    chipFill: '#FFFFFF',
    chipOpacity: 0.12,
    chipText: '#FFFFFF',
    pattern: 'hexagons',
    style: duranStyle,
    products: {
      1160: [
        { item: graduatedCylinder({ level: 0.5 }), gapAfter: 8 },
        { item: erlenmeyer({ level: 0.36 }), gapAfter: 8 },
        { item: labBottle({ level: 0.5 }), scale: 1.3, gapAfter: 8 },
        { item: beaker({ level: 0.55 }), gapAfter: 8 },
        { item: volumetricFlask() },
      ],
      770: [
        { item: erlenmeyer({ level: 0.36 }), gapAfter: 8 },
        { item: labBottle({ level: 0.5 }), scale: 1.3, gapAfter: 8 },
        { item: beaker({ level: 0.55 }) },
      ],
      375: [
        { item: erlenmeyer({ level: 0.36 }), gapAfter: 6 },
        { item: labBottle({ level: 0.5 }), scale: 1.3, gapAfter: 6 },
        { item: beaker({ level: 0.55 }), gapAfter: 6 },
        { item: volumetricFlask() },
      ],
    },
  },
  kartell: {
    slug: 'kartell',
    name: 'Kartell',
    tagline: 'Le plastique de laboratoire léger, robuste et sûr pour tous les usages.',
    features: ['PP, PE et PMP', 'Léger et incassable'],
    background: ['#005A54', '#12A196'],
    accent: '#FFD23F',
    text: '#FFFFFF',
    textSoft: '#D9F3F0',
    chipFill: '#FFFFFF',
    chipOpacity: 0.14,
    chipText: '#FFFFFF',
    pattern: 'bubbles',
    style: kartellStyle,
    products: {
      1160: [
        { item: washBottle({ band: '#FF6B5B' }), gapAfter: 10 },
        { item: jerrican(), scale: 1.25, gapAfter: 10 },
        { item: plasticBeaker(), gapAfter: 6 },
        { item: plasticBottle({ cap: '#2F80ED', band: '#FFC93C' }), gapAfter: 8 },
        { item: conicalTubes(['#2F80ED', '#FF6B5B']), scale: 0.95 },
      ],
      770: [
        { item: washBottle({ band: '#FF6B5B' }), gapAfter: 10 },
        { item: jerrican(), scale: 1.25, gapAfter: 10 },
        { item: plasticBeaker() },
      ],
      375: [
        { item: washBottle({ band: '#FF6B5B' }), gapAfter: 8 },
        { item: jerrican(), scale: 1.25, gapAfter: 8 },
        { item: plasticBeaker() },
      ],
    },
  },
  heidolph: {
    slug: 'heidolph',
    name: 'Heidolph',
    tagline: 'Évaporateurs rotatifs et agitateurs pour la synthèse et la préparation.',
    features: ['Évaporation rotative', 'Agitation puissante'],
    background: ['#14191E', '#37474F'],
    accent: '#FF9F1C',
    text: '#FFFFFF',
    textSoft: '#DCE3E8',
    chipFill: '#FFFFFF',
    chipOpacity: 0.1,
    chipText: '#FFFFFF',
    pattern: 'orbits',
    style: heidolphStyle,
    products: {
      1160: [
        { item: overheadStirrer(), gapAfter: 16 },
        { item: rotaryEvaporator(), scale: 1.15, gapAfter: 16 },
        { item: hotplateStirrer({ liquid: '#FFA94D' }) },
      ],
      770: [
        { item: rotaryEvaporator(), scale: 1.15, gapAfter: 12 },
        { item: hotplateStirrer({ liquid: '#FFA94D' }) },
      ],
      375: [
        { item: overheadStirrer(), gapAfter: 10 },
        { item: rotaryEvaporator(), scale: 1.15 },
      ],
    },
  },
  ika: {
    slug: 'ika',
    name: 'IKA',
    tagline: 'Agitateurs, plaques chauffantes et vortex pour des paillasses exigeantes.',
    features: ['Agitation et chauffage', 'Vortex et secoueurs'],
    background: ['#FFFFFF', '#E8ECF1'],
    accent: '#C8102E',
    text: '#1B2430',
    textSoft: '#46525F',
    chipFill: '#C8102E',
    chipOpacity: 0.09,
    chipText: '#8E0B20',
    pattern: 'slab',
    style: ikaStyle,
    products: {
      1160: [
        { item: vortexMixer(), gapAfter: 12 },
        { item: hotplateStirrer({ liquid: '#2F8FD8' }), scale: 1.25, gapAfter: 14 },
        { item: overheadStirrer() },
      ],
      770: [
        { item: hotplateStirrer({ liquid: '#2F8FD8' }), scale: 1.25, gapAfter: 12 },
        { item: vortexMixer() },
      ],
      375: [
        { item: vortexMixer(), gapAfter: 8 },
        { item: hotplateStirrer({ liquid: '#2F8FD8' }), scale: 1.25 },
      ],
    },
  },
} satisfies Record<string, BrandTheme>;
