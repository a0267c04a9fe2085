// The web app's layout and timing settings (docs/product/constants.md#layout,
// docs/product/constants.md#timings), named once. Business limits (quantities, minimum
// lengths, campaign bounds…) are the server's too and live in @labo/domain/limits; these
// only shape the screens. Durations are in milliseconds (…_MS), sizes in CSS pixels.

// Layout (docs/product/constants.md#layout)
/** Narrow layout (cards, the mobile menu) at this window width or less. */
export const BREAKPOINT_MD = 768;
export const BREAKPOINT_SM = 375;
/**
 * The desktop menu bar from this window width on; the CATÉGORIES button below it, where
 * one row of category tabs does not fit (docs/product/look-and-feel.md#widths).
 */
export const BREAKPOINT_FULL_MENU = 1100;
/** The article table folds Marque and Cond. under the name below this window width. */
export const BREAKPOINT_FULL_TABLE = 1024;
/** Article rows of the virtualised lists: a table row on wide screens, a card on narrow ones. */
export const ROW_HEIGHT_WIDE = 100;
export const ROW_HEIGHT_NARROW = 212;
/** Rows rendered beyond the visible ones, so that scrolling shows no blank. */
export const LIST_OVERSCAN = 10;
export const DEFAULT_VIRTUAL_LIST_HEIGHT = 500;
export const FEATURED_LIST_HEIGHT = 600;
/** The featured list takes its fixed height from this many articles on. */
export const FEATURED_LIST_FIXED_FROM_COUNT = 6;
/** Quote lists are this high from QUOTE_LIST_FIXED_FROM_COUNT quotes on, else one row per quote. */
export const QUOTE_LIST_HEIGHT = 1000;
export const QUOTE_LIST_FIXED_FROM_COUNT = 10;
/**
 * A campaign's article table is at most this high (rows of 100 px or more: ten of them), then
 * scrolls within (docs/product/promotions.md#campaign-page).
 */
export const CAMPAIGN_ARTICLES_HEIGHT = 1000;
/** The header search becomes fixed at the top past this much scrolling. */
export const STICKY_SEARCH_SCROLL_PX = 150;

// Timings (docs/product/constants.md#timings)
export const MENU_HOVER_DELAY_MS = 250;
export const MENU_HOVER_SUPPRESS_MS = 1000;
export const CAROUSEL_INTERVAL_MS = 10_000;
export const SNACKBAR_HIDE_MS = 3000;
/** How long the cart's quick add shows "Référence ajoutée" or "Référence inconnue". */
export const CART_HINT_MS = 3000;
/** The wait before a login attempt grows by this much per failure (docs/product/accounts.md#login-retry). */
export const LOGIN_RETRY_STEP_MS = 100;
/** Account creation waits this long before its call (docs/product/accounts.md#account-creation). */
export const ACCOUNT_CREATION_DELAY_MS = 1500;
/** A profile save waits this long (docs/product/accounts.md#personal-information). */
export const PROFILE_SAVE_DELAY_MS = 500;

// Controls (docs/product/catalogue.md#amount-field, docs/product/cart.md#cart-badge)
/** What the amount field of an article shows, and goes back to after each add. */
export const DEFAULT_ADD_AMOUNT = 1;
/** The header's cart badge shows "99+" past this count. */
export const CART_BADGE_MAX = 99;
