import type { VideoLink } from '@labo/domain/video-link';
import type { BannerWidth } from './banner-widths';

// What the home page shows. The pictures and brochures are made by the project itself
// (docs/decisions/005-generated-visual-assets.md) under apps/web/public/images/; the
// partner addresses are the brands' public sites.

export type HomeBanner = {
  brand: string;
  /** File name stem: /images/banners/{file}-{375|770|1160}.webp. */
  file: string;
  alt: string;
  /** Partner site; the 4th banner has no link (docs/product/catalogue.md#carousel). */
  href?: string;
};

export const BANNER_HEIGHT = 330;

export const HOME_BANNERS: readonly HomeBanner[] = [
  {
    brand: 'DURAN',
    file: 'duran',
    alt: 'DURAN – verrerie de laboratoire en verre borosilicaté',
    href: 'https://www.dwk.com',
  },
  {
    brand: 'Kartell',
    file: 'kartell',
    alt: 'Kartell – consommables de laboratoire en plastique',
    href: 'https://www.kartelllabware.com',
  },
  {
    brand: 'Heidolph',
    file: 'heidolph',
    alt: 'Heidolph – évaporateurs rotatifs, agitateurs et mélangeurs',
    href: 'https://www.heidolph.com',
  },
  {
    brand: 'IKA',
    file: 'ika',
    alt: 'IKA – appareils de laboratoire pour agiter, chauffer et broyer',
  },
];

export function bannerSrc(banner: HomeBanner, width: BannerWidth): string {
  return `/images/banners/${banner.file}-${width}.webp`;
}

export type Brochure = { file: string; title: string; subtitle: string };

/**
 * "Nos catalogues": the company's own catalogue and five partner brands
 * (docs/product/catalogue.md#brochures).
 */
export const BROCHURES: readonly Brochure[] = [
  { file: 'catalogue-general.pdf', title: 'Catalogue général', subtitle: 'Toute notre offre' },
  { file: 'duran.pdf', title: 'DURAN', subtitle: 'Verrerie de laboratoire' },
  { file: 'kartell.pdf', title: 'Kartell', subtitle: 'Consommables en plastique' },
  { file: 'heidolph.pdf', title: 'Heidolph', subtitle: 'Évaporation, agitation, mélange' },
  { file: 'ika.pdf', title: 'IKA', subtitle: 'Appareils de laboratoire' },
  { file: 'brand.pdf', title: 'BRAND', subtitle: 'Pipetage et consommables' },
];

export function brochureHref(brochure: Brochure): string {
  return `/images/brochures/${brochure.file}`;
}

/** The brochure's cover, 240 × 340, made beside the PDF by the asset script. */
export function brochureCoverSrc(brochure: Brochure): string {
  return `/images/brochures/${brochure.file.replace(/\.pdf$/, '.webp')}`;
}
export const BROCHURE_COVER = { width: 240, height: 340 } as const;

/**
 * The embedded video (docs/product/catalogue.md#home-video), played through
 * youtube-nocookie.com. Demo content: an openly licensed film stands in until the company
 * sets its own video id here.
 */
export const HOME_VIDEO: VideoLink = { provider: 'youtube', id: 'aqz-KE-bpKQ' };
