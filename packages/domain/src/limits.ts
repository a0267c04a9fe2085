// Every business constant and limit (docs/product/constants.md), named once so the server,
// the web app and the tests read the same number. Durations are in milliseconds (…_MS),
// money in cents (…_CENTS). Layout and timing settings of the screens are the web app's
// (apps/web/src/config/ui.ts).

// Cart (docs/product/cart.md#quantity-rule)
export const MAX_QUANTITY = 9999;

// Money bounds (docs/product/quote-request.md#quote-limits, docs/product/import.md#meaning-of-an-import).
// Money is stored in 64-bit columns but computed in JavaScript numbers, exact up to 2^53
// (about 90,071,992,547,409.91 € in cents). The worst case computed before the quote cap
// is checked, 500 lines of 9999 units at the highest price with 100 % VAT, is
// 500 × 9999 × 2 × 10^8 ≈ 10^15 cents: ninefold below that bound, and so is every
// intermediate product (a unit price times 10,000 + VAT basis points is under 10^13).
/** The highest unit price excluding tax an import accepts: 1,000,000.00 €. */
export const MAX_ARTICLE_PRICE_CENTS = 100_000_000;
/** The highest total excluding tax of one quote: 100,000,000.00 €. */
export const MAX_QUOTE_TOTAL_HT_CENTS = 10_000_000_000;

// Import check (docs/product/import.md#check-before-import)
/**
 * Past this share of the visible catalogue (in percent) withdrawn by one import, its check
 * asks for the number to be typed; the server's IMPORT_CONFIRM_PERCENT changes it.
 */
export const IMPORT_CONFIRM_WITHDRAWN_PERCENT = 20;

// Minimum lengths (docs/product/constants.md#quantities-and-lengths)
export const SEARCH_MIN_CHARS = 3;
export const REFERENCE_MIN_CHARS = 3;
/** The longest reference the look-ups by reference take. */
export const REFERENCE_MAX_CHARS = 100;
export const CONTACT_MESSAGE_MIN_CHARS = 3;
/** A new password's length (docs/product/accounts.md#password-rule; docs/security.md#passwords). */
export const PASSWORD_MIN_CHARS = 8;
/** The login button needs this many password characters (docs/product/accounts.md#login-button-rule). */
export const LOGIN_PASSWORD_MIN_CHARS = 2;

// Text cuts (docs/product/catalogue.md#short-description,
// docs/product/quote-request.md#line-snapshot)
export const SHORT_DESCRIPTION_MAX = 180;
export const QUOTE_LINE_TITLE_MAX = 130;

// Contact robot check: two random whole numbers from 0 to 5
// (docs/product/contact.md#robot-check).
export const ROBOT_NUMBER_MIN = 0;
export const ROBOT_NUMBER_MAX = 5;

// Sales terms, shown on /terms (docs/product/catalogue.md#sales-terms)
export const FREE_SHIPPING_THRESHOLD_CENTS = 35_000;
export const SHIPPING_FEE_CENTS = 2950;
export const QUOTE_VALIDITY_DAYS = 30;
/** How many days before a quote's last valid day its customer is reminded of it. */
export const EXPIRY_REMINDER_DAYS = 5;
// docs/product/quote-request.md#quote-pdf: how long the sending dialog's PDF link opens the quote.
export const QUOTE_PDF_LINK_HOURS = 24;
export const CLAIM_DELAY_HOURS = 48;
export const RETURN_DEDUCTION_PERCENT = 15;
export const DEVICE_WARRANTY_MONTHS = 12;
export const SPARE_PARTS_WARRANTY_MONTHS = 3;
export const PAYMENT_TERM_DAYS = 30;
export const DEPOSIT_THRESHOLD_CENTS = 300_000;
export const LATE_PENALTY_LEGAL_RATE_MULTIPLIER = 1.5;

// Sessions (docs/product/accounts.md#session-lifetime): renewals go on for this long after
// the password login, never longer.
export const SESSION_MAX_DAYS = 30;
// Sessions (docs/product/accounts.md#token-renewal): a stored login token closer than this
// to its expiry is renewed at start-up.
export const TOKEN_RENEWAL_THRESHOLD_MS = 120 * 60 * 1000;

// Article media (docs/product/media.md#picture-limit, #video-link)
export const MAX_PICTURES_PER_ARTICLE = 3;
export const VIDEO_LINK_MIN_CHARS = 10;
// Files an administrator adds to an article (docs/product/media.md#accepted-files)
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** The PDF of a purchase order a buyer attaches to their order (docs/product/offers.md#purchase-order-document). */
export const PURCHASE_ORDER_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Purchase orders attached to one order at most: a replacement or two, never a link that
 * fills the database and the staff's mailbox (docs/product/offers.md#purchase-order-document).
 */
export const PURCHASE_ORDER_DOCUMENTS_MAX = 5;
/** Width × height of the picture as sent, checked before it is decoded. */
export const PICTURE_MAX_PIXELS = 40_000_000;
