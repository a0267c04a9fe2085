import { QUOTE_LIST_FIXED_FROM_COUNT, QUOTE_LIST_HEIGHT } from '#config/ui.ts';

/**
 * docs/product/accounts.md#quote-list: 1000 px from 10 quotes on, otherwise one row per
 * quote (100 px on wide screens). On narrow screens a row is 212 px high, and so is a
 * quote's share: the list shows every row of a short history without a scroll of its own.
 */
export function quoteListHeight(count: number, rowHeight: number): number {
  return count >= QUOTE_LIST_FIXED_FROM_COUNT ? QUOTE_LIST_HEIGHT : count * rowHeight;
}
