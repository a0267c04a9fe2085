import { describe, expect, it } from 'vitest';
import * as limits from './limits';
import { cartBadgeText } from './limits';

describe('SPEC §9 constants', () => {
  it('hold the SPEC values', () => {
    expect(limits).toMatchObject({
      MAX_QUANTITY: 9999,
      DEFAULT_ADD_AMOUNT: 1,
      SEARCH_MIN_CHARS: 3,
      REFERENCE_MIN_CHARS: 3,
      USER_SEARCH_MIN_CHARS: 2,
      CONTACT_MESSAGE_MIN_CHARS: 3,
      PASSWORD_MIN_CHARS: 6,
      LOGIN_PASSWORD_MIN_CHARS: 2,
      VIDEO_LINK_MIN_CHARS: 10,
      MAX_PICTURES_PER_ARTICLE: 3,
      SHORT_DESCRIPTION_MAX: 180,
      QUOTE_LINE_TITLE_MAX: 130,
      MENU_HOVER_DELAY_MS: 250,
      MENU_HOVER_SUPPRESS_MS: 1000,
      CAROUSEL_INTERVAL_MS: 10000,
      SNACKBAR_HIDE_MS: 3000,
      CART_HINT_MS: 3000,
      ACCOUNT_CREATION_DELAY_MS: 1500,
      PROFILE_SAVE_DELAY_MS: 500,
      LOGIN_RETRY_START_MS: 100,
      LOGIN_RETRY_STEP_MS: 100,
      CHUNK_LOAD_TIMEOUT_MS: 120000,
      TOKEN_RENEW_THRESHOLD_MINUTES: 120,
      STICKY_SEARCH_SCROLL_PX: 150,
      BREAKPOINT_MD: 768,
      BREAKPOINT_SM: 375,
      ROW_HEIGHT_WIDE: 100,
      ROW_HEIGHT_NARROW: 212,
      LIST_OVERSCAN: 10,
      QUOTE_LIST_HEIGHT_CAP: 1000,
      QUOTE_LIST_CAP_FROM_COUNT: 10,
      CAMPAIGN_ARTICLES_CAP_ABOVE_COUNT: 10,
      DEFAULT_VIRTUAL_LIST_HEIGHT: 500,
      FEATURED_LIST_HEIGHT: 600,
      FEATURED_LIST_FIXED_FROM_COUNT: 6,
      CART_BADGE_MAX: 99,
      CAMPAIGN_PERCENT_MIN_EXCLUSIVE: 0,
      CAMPAIGN_PERCENT_MAX_EXCLUSIVE: 99,
      CAMPAIGN_START_TIME: '00:00:00',
      CAMPAIGN_END_TIME: '23:59:59',
      ROBOT_NUMBER_MIN: 0,
      ROBOT_NUMBER_MAX: 5,
      LOCAL_DB_VERSION: 3,
      FREE_SHIPPING_THRESHOLD_CENTS: 35000,
      SHIPPING_FEE_CENTS: 2950,
      QUOTE_VALIDITY_DAYS: 30,
      CLAIM_DELAY_HOURS: 48,
      RETURN_DEDUCTION_PERCENT: 15,
      DEVICE_WARRANTY_MONTHS: 12,
      SPARE_PARTS_WARRANTY_MONTHS: 3,
      PAYMENT_TERM_DAYS: 30,
      DEPOSIT_THRESHOLD_CENTS: 300000,
      LATE_PENALTY_LEGAL_RATE_MULTIPLIER: 1.5,
      INSTALL_ID_PREFIX: 'device_',
    });
    expect(limits.LOCAL_DB_STORES).toEqual([
      'articleInCart',
      'summary',
      'appliedCoupon',
      'storedUser',
      'jwt',
    ]);
  });
});

describe('cartBadgeText (SPEC §2)', () => {
  it('shows nothing for an empty cart', () => {
    expect(cartBadgeText(0)).toBe('');
    expect(cartBadgeText(-1)).toBe('');
    expect(cartBadgeText(Number.NaN)).toBe('');
  });

  it('shows the count up to 99', () => {
    expect(cartBadgeText(1)).toBe('1');
    expect(cartBadgeText(5)).toBe('5');
    expect(cartBadgeText(99)).toBe('99');
  });

  it('shows 99+ past 99', () => {
    expect(cartBadgeText(100)).toBe('99+');
    expect(cartBadgeText(12345)).toBe('99+');
  });
});
