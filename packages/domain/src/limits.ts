// Every business constant and limit (docs/product/constants.md), named once so the server,
// the web app and the tests read the same number. Durations are in milliseconds (…_MS),
// money in cents (…_CENTS). Layout and timing settings of the screens are the web app's
// (apps/web/src/config/ui.ts).

// Cart (docs/product/cart.md#quantity-rule)
export const MAX_QUANTITY = 9999;

// Minimum lengths (docs/product/constants.md#quantities-and-lengths)
export const SEARCH_MIN_CHARS = 3;
export const REFERENCE_MIN_CHARS = 3;
export const CONTACT_MESSAGE_MIN_CHARS = 3;
export const PASSWORD_MIN_CHARS = 6;

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
export const CLAIM_DELAY_HOURS = 48;
export const RETURN_DEDUCTION_PERCENT = 15;
export const DEVICE_WARRANTY_MONTHS = 12;
export const SPARE_PARTS_WARRANTY_MONTHS = 3;
export const PAYMENT_TERM_DAYS = 30;
export const DEPOSIT_THRESHOLD_CENTS = 300_000;
export const LATE_PENALTY_LEGAL_RATE_MULTIPLIER = 1.5;
