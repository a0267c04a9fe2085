import {
  BREAKPOINT_MD,
  BREAKPOINT_SM,
  CAMPAIGN_ARTICLES_CAP_ABOVE_COUNT,
  FEATURED_LIST_FIXED_FROM_COUNT,
  FEATURED_LIST_HEIGHT,
  QUOTE_LIST_CAP_FROM_COUNT,
  QUOTE_LIST_HEIGHT_CAP,
  ROW_HEIGHT_NARROW,
  ROW_HEIGHT_WIDE,
} from './limits';

// Sizes of the virtualised lists and images (docs/product/constants.md#layout), as
// functions of the window width or the item count, so every list applies the same
// thresholds.

/** Per-item height of the list height rules ("100 per quote/article"). */
const HEIGHT_PER_ITEM = 100;

/** docs/product/catalogue.md#list-layout: cards instead of rows at 768 px wide or narrower. */
export function isNarrowWindow(windowWidth: number): boolean {
  return windowWidth <= BREAKPOINT_MD;
}

/** docs/product/catalogue.md#list-layout: rows 100 high on wide screens, 212 at 768 px or less. */
export function virtualRowHeight(windowWidth: number): number {
  return isNarrowWindow(windowWidth) ? ROW_HEIGHT_NARROW : ROW_HEIGHT_WIDE;
}

/** docs/product/accounts.md#quote-list: 1000 from 10 quotes on, else 100 per quote. */
export function quoteListHeight(count: number): number {
  return count >= QUOTE_LIST_CAP_FROM_COUNT ? QUOTE_LIST_HEIGHT_CAP : HEIGHT_PER_ITEM * count;
}

/** docs/product/catalogue.md#featured-articles: 600 from 6 articles on, else 100 each. */
export function featuredListHeight(count: number): number {
  return count >= FEATURED_LIST_FIXED_FROM_COUNT ? FEATURED_LIST_HEIGHT : HEIGHT_PER_ITEM * count;
}

/** docs/product/promotions.md#campaign-page: 100 per article, 1000 above 10 articles. */
export function campaignArticlesListHeight(count: number): number {
  return count > CAMPAIGN_ARTICLES_CAP_ABOVE_COUNT
    ? QUOTE_LIST_HEIGHT_CAP
    : HEIGHT_PER_ITEM * count;
}

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
