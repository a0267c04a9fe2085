// Every business constant and limit of SPEC §9, named once so the server, the web app
// and the tests read the same number. Durations are in milliseconds (…_MS), money in
// cents (…_CENTS), sizes in CSS pixels.

// Cart (SPEC §5, §9)
export const MAX_QUANTITY = 9999;
export const DEFAULT_ADD_AMOUNT = 1;
export const CART_BADGE_MAX = 99;

// Minimum lengths (SPEC §5, §9)
export const SEARCH_MIN_CHARS = 3;
export const REFERENCE_MIN_CHARS = 3;
export const USER_SEARCH_MIN_CHARS = 2;
export const CONTACT_MESSAGE_MIN_CHARS = 3;
export const PASSWORD_MIN_CHARS = 6;
export const LOGIN_PASSWORD_MIN_CHARS = 2;
export const VIDEO_LINK_MIN_CHARS = 10;

// Article media (SPEC §2 admin block, §5)
export const MAX_PICTURES_PER_ARTICLE = 3;

// Text cuts (SPEC §3)
export const SHORT_DESCRIPTION_MAX = 180;
export const QUOTE_LINE_TITLE_MAX = 130;

// Timings (SPEC §2, §4, §9)
export const MENU_HOVER_DELAY_MS = 250;
export const MENU_HOVER_SUPPRESS_MS = 1000;
export const CAROUSEL_INTERVAL_MS = 10_000;
export const SNACKBAR_HIDE_MS = 3000;
export const CART_HINT_MS = 3000;
export const ACCOUNT_CREATION_DELAY_MS = 1500;
export const PROFILE_SAVE_DELAY_MS = 500;
export const LOGIN_RETRY_START_MS = 100;
export const LOGIN_RETRY_STEP_MS = 100;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TOKEN_RENEW_THRESHOLD_MINUTES = 120;

// Layout (SPEC §2, §9)
export const STICKY_SEARCH_SCROLL_PX = 150;
export const BREAKPOINT_MD = 768;
export const BREAKPOINT_SM = 375;
export const ROW_HEIGHT_WIDE = 100;
export const ROW_HEIGHT_NARROW = 212;
export const LIST_OVERSCAN = 10;
export const QUOTE_LIST_HEIGHT_CAP = 1000;
/** Quote lists take the capped height from this many quotes on (SPEC §2). */
export const QUOTE_LIST_CAP_FROM_COUNT = 10;
/** A campaign's article list is capped for more than this many articles (SPEC §2). */
export const CAMPAIGN_ARTICLES_CAP_ABOVE_COUNT = 10;
export const DEFAULT_VIRTUAL_LIST_HEIGHT = 500;
export const FEATURED_LIST_HEIGHT = 600;
/** The featured list takes its fixed height from this many articles on (SPEC §2). */
export const FEATURED_LIST_FIXED_FROM_COUNT = 6;
export const HOME_CAROUSEL_IMAGE_COUNT = 4;

// Campaigns (SPEC §5, §9): the percentage must be strictly between these bounds.
export const CAMPAIGN_PERCENT_MIN_EXCLUSIVE = 0;
export const CAMPAIGN_PERCENT_MAX_EXCLUSIVE = 99;
export const CAMPAIGN_START_TIME = '00:00:00';
export const CAMPAIGN_END_TIME = '23:59:59';

// Contact robot check: two random whole numbers from 0 to 5 (SPEC §2, §9).
export const ROBOT_NUMBER_MIN = 0;
export const ROBOT_NUMBER_MAX = 5;

// Device database (SPEC §9)
export const LOCAL_DB_VERSION = 3;
export const LOCAL_DB_STORES = [
  'articleInCart',
  'summary',
  'appliedCoupon',
  'storedUser',
  'jwt',
] as const;
/** The single record id of the summary, stored user and jwt stores (SPEC §3). */
export const LOCAL_SINGLE_RECORD_ID = 1;
/** Prefix of the random device identifier kept in the cart summary (SPEC §3). */
export const INSTALL_ID_PREFIX = 'device_';

// Sales terms (SPEC §9, shown on /terms)
export const FREE_SHIPPING_THRESHOLD_CENTS = 35_000;
export const SHIPPING_FEE_CENTS = 2950;
export const QUOTE_VALIDITY_DAYS = 30;
export const CLAIM_DELAY_HOURS = 48;
export const RETURN_DEDUCTION_PERCENT = 15;
export const DEVICE_WARRANTY_MONTHS = 12;
export const SPARE_PARTS_WARRANTY_MONTHS = 3;
export const PAYMENT_TERM_DAYS = 30;
export const DEPOSIT_THRESHOLD_CENTS = 300_000;
export const LATE_PENALTY_LEGAL_RATE_MULTIPLIER = 1.5;

/**
 * Header cart badge (SPEC §2): the distinct item count, nothing when the cart is
 * empty, "99+" past the display maximum.
 */
export function cartBadgeText(count: number): string {
  if (!(count > 0)) return '';
  if (count > CART_BADGE_MAX) return `${CART_BADGE_MAX}+`;
  return String(Math.trunc(count));
}
