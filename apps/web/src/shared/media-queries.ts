import { BREAKPOINT_FULL_MENU, BREAKPOINT_FULL_TABLE, BREAKPOINT_MD } from '#config/ui.ts';

/**
 * Narrow screens: 768 px wide or narrower, for the mobile menu and the card lists
 * (docs/product/constants.md#layout). MUI's `down('md')` would stop at 767.95 px, so the
 * query is written out here.
 */
export const NARROW_SCREEN_MEDIA = `@media (max-width: ${BREAKPOINT_MD}px)`;

/** Wider than the narrow screens, exactly: what NARROW_SCREEN_MEDIA leaves. */
export const WIDE_SCREEN_MEDIA = `@media (width > ${BREAKPOINT_MD}px)`;

/**
 * Below the width where the desktop menu fits on one row: the CATÉGORIES button instead
 * (docs/product/look-and-feel.md#widths).
 */
export const COMPACT_MENU_MEDIA = `@media (max-width: ${BREAKPOINT_FULL_MENU - 0.02}px)`;

/** The article table folds its Marque and Cond. columns (docs/product/catalogue.md#article-list-columns). */
export const FOLDED_TABLE_MEDIA = `@media (max-width: ${BREAKPOINT_FULL_TABLE - 0.02}px)`;
