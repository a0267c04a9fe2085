import { BREAKPOINT_MD, BREAKPOINT_SM } from '#config/ui.ts';

// The widths the home carousel's banners exist in (tools/assets draws one picture per
// width), and which one a window gets.

/** Banner widths, all 330 high (docs/product/catalogue.md#visual-assets). */
export const BANNER_WIDTHS = [375, 770, 1160] as const;
export type BannerWidth = (typeof BANNER_WIDTHS)[number];

/**
 * docs/product/catalogue.md#carousel: the large image above 768 px, the middle one above
 * 375, else the small.
 */
export function bannerWidth(windowWidth: number): BannerWidth {
  if (windowWidth > BREAKPOINT_MD) return 1160;
  if (windowWidth > BREAKPOINT_SM) return 770;
  return 375;
}

/**
 * The same choice as CSS media queries, for the browser to fetch the right banner before
 * any script runs (a `<link rel="preload" media=…>` per width).
 */
export const BANNER_MEDIA_QUERIES: readonly { width: BannerWidth; media: string }[] = [
  { width: 1160, media: `(min-width: ${BREAKPOINT_MD + 1}px)` },
  { width: 770, media: `(min-width: ${BREAKPOINT_SM + 1}px) and (max-width: ${BREAKPOINT_MD}px)` },
  { width: 375, media: `(max-width: ${BREAKPOINT_SM}px)` },
];
