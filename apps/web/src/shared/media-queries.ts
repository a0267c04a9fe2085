import { BREAKPOINT_MD } from '#config/ui.ts';

/**
 * Narrow screens: 768 px wide or narrower, for the mobile menu and the card lists
 * (docs/product/constants.md#layout). MUI's `down('md')` would stop at 767.95 px, so the
 * query is written out here.
 */
export const NARROW_SCREEN_MEDIA = `@media (max-width: ${BREAKPOINT_MD}px)`;
