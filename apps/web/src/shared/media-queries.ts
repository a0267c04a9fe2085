import { BREAKPOINT_MD } from '#config/ui.ts';

/**
 * SPEC §2/§9 narrow screens: 768 px wide or narrower (the mobile menu, the card lists).
 * MUI's `down('md')` would stop at 767.95 px, so the query is written out here.
 */
export const NARROW_SCREEN_MEDIA = `@media (max-width: ${BREAKPOINT_MD}px)`;
