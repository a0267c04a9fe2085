import {
  BREAKPOINT_MD,
  FEATURED_LIST_FIXED_FROM_COUNT,
  FEATURED_LIST_HEIGHT,
  ROW_HEIGHT_NARROW,
  ROW_HEIGHT_WIDE,
} from '#config/ui.ts';

// Sizes of the article lists (docs/product/catalogue.md#list-layout), as functions of the
// window width or the item count, so every list applies the same thresholds.

/** Per-item height of the list height rules ("100 per article"). */
const HEIGHT_PER_ITEM = 100;

/** docs/product/catalogue.md#list-layout: cards instead of rows at 768 px wide or narrower. */
export function isNarrowWindow(windowWidth: number): boolean {
  return windowWidth <= BREAKPOINT_MD;
}

/** docs/product/catalogue.md#list-layout: rows 100 high on wide screens, 212 at 768 px or less. */
export function virtualRowHeight(windowWidth: number): number {
  return isNarrowWindow(windowWidth) ? ROW_HEIGHT_NARROW : ROW_HEIGHT_WIDE;
}

/** docs/product/catalogue.md#featured-articles: 600 from 6 articles on, else 100 each. */
export function featuredListHeight(count: number): number {
  return count >= FEATURED_LIST_FIXED_FROM_COUNT ? FEATURED_LIST_HEIGHT : HEIGHT_PER_ITEM * count;
}
