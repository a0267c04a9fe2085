import {
  BREAKPOINT_MD,
  FEATURED_LIST_FIXED_FROM_COUNT,
  FEATURED_LIST_HEIGHT,
  ROW_HEIGHT_NARROW,
  ROW_HEIGHT_WIDE,
} from '#config/ui.ts';

// Sizes of the article lists (SPEC §2, §9), as functions of the window width or the item
// count, so every list applies the same thresholds.

/** Per-item height used by the SPEC §2 height rules ("100 per article"). */
const HEIGHT_PER_ITEM = 100;

/** SPEC §2: narrow layout (cards instead of rows) at 768 px wide or narrower. */
export function isNarrowWindow(windowWidth: number): boolean {
  return windowWidth <= BREAKPOINT_MD;
}

/** SPEC §2: rows are 100 high on wide screens, 212 at 768 px or narrower. */
export function virtualRowHeight(windowWidth: number): number {
  return isNarrowWindow(windowWidth) ? ROW_HEIGHT_NARROW : ROW_HEIGHT_WIDE;
}

/** SPEC §2: 600 from 6 featured articles on, else 100 per article. */
export function featuredListHeight(count: number): number {
  return count >= FEATURED_LIST_FIXED_FROM_COUNT ? FEATURED_LIST_HEIGHT : HEIGHT_PER_ITEM * count;
}
