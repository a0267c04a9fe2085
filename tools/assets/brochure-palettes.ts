import { type BrandSlug, brandThemes } from './brand-themes';
import type { BrochureName } from './brochure-content';
import type { LineUpItem } from './composition';
import { conicalTubes, micropipette, microtubeRack, tipBox, washBottle } from './consumables-svg';
import { hotplateStirrer, microscope, rotaryEvaporator, vortexMixer } from './equipment-svg';
import { beaker, erlenmeyer, labBottle } from './glassware-svg';
import { type LabStyle, lightLabStyle } from './lab-style';
import { shopColors } from './palette';

// Colours and cover products of each brochure: the four banner brands take the colours
// of their banner (brand-themes.ts), the shop's own catalogue its blue and orange, and
// BRAND (pipetting and plastic consumables, no banner) a violet of its own.

export interface CoverPalette {
  /** Page background. */
  primary: string;
  /** Footer band. */
  band: string;
  accent: string;
  textSoft: string;
  wall: string;
  disc: string;
  dots: string;
  style: LabStyle;
  items: LineUpItem[];
}

const brandStyle = (slug: BrandSlug): LabStyle => ({
  ...lightLabStyle,
  cap: slug === 'kartell' ? '#FFC93C' : brandThemes[slug].style.cap,
  capDark: brandThemes[slug].style.capDark,
  accent: brandThemes[slug].style.accent,
  liquid: slug === 'heidolph' ? '#F59A3A' : lightLabStyle.liquid,
  liquidLight: slug === 'heidolph' ? '#FFD29E' : lightLabStyle.liquidLight,
});

function brandPalette(slug: BrandSlug): CoverPalette {
  const theme = brandThemes[slug];
  const light = slug === 'ika';
  return {
    primary: light ? '#1B2430' : theme.background[0],
    band: light ? '#C8102E' : theme.background[1],
    accent: light ? '#FF5C73' : theme.accent,
    textSoft: '#DCE6EF',
    wall: '#F4F7FA',
    disc: light ? '#F6DDE1' : '#E3EDF6',
    dots: light ? '#E7A9B3' : '#B9CFE2',
    style: brandStyle(slug),
    items: theme.products[1160],
  };
}

const orange = shopColors.orange;

export const coverPalettes: Record<BrochureName, CoverPalette> = {
  'catalogue-general': {
    primary: shopColors.blueDeep,
    band: shopColors.blue,
    accent: shopColors.orangeLight,
    textSoft: '#D5E6F5',
    wall: '#F4F8FC',
    disc: shopColors.bluePale,
    dots: '#B9D2EA',
    style: lightLabStyle,
    items: [
      { item: microscope(), scale: 1.2, gapAfter: 10 },
      { item: erlenmeyer({ liquid: orange }), gapAfter: 8 },
      { item: hotplateStirrer(), gapAfter: 8 },
      { item: labBottle(), scale: 1.05, gapAfter: 8 },
      { item: tipBox() },
    ],
  },
  duran: brandPalette('duran'),
  kartell: brandPalette('kartell'),
  heidolph: {
    ...brandPalette('heidolph'),
    items: [
      { item: rotaryEvaporator(), scale: 1.2, gapAfter: 18 },
      { item: hotplateStirrer({ liquid: '#F59A3A' }) },
    ],
  },
  ika: {
    ...brandPalette('ika'),
    items: [
      { item: vortexMixer(), gapAfter: 12 },
      { item: hotplateStirrer(), scale: 1.3, gapAfter: 12 },
      { item: beaker({ level: 0.5 }), scale: 0.9 },
    ],
  },
  brand: {
    primary: '#2B1B5C',
    band: '#4A2F99',
    accent: '#FFB45C',
    textSoft: '#E1DAF5',
    wall: '#F7F5FC',
    disc: '#E6E0F6',
    dots: '#C5B8EA',
    style: { ...lightLabStyle, cap: '#5B3CC4', capDark: '#3E2890' },
    items: [
      { item: tipBox({ tips: '#FFC93C', box: '#5B3CC4' }), gapAfter: 6 },
      { item: micropipette(), lift: 34, gapAfter: -44 },
      { item: microtubeRack([orange, '#5B3CC4', '#49B596', orange, '#2F8FD8']), gapAfter: 10 },
      { item: conicalTubes(['#5B3CC4', orange]), gapAfter: 8 },
      { item: washBottle({ band: '#5B3CC4' }) },
    ],
  },
};
