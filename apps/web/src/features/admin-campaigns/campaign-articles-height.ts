import { CAMPAIGN_ARTICLES_FIXED_ABOVE, CAMPAIGN_ARTICLES_HEIGHT } from '#config/ui.ts';

/**
 * docs/product/promotions.md#campaign-page: 100 px per article on wide screens (a row's
 * height), capped at 1000 px above 10 articles. On narrow screens an article's share is
 * its card's height, so a short list shows whole without a scroll of its own.
 */
export function campaignArticlesHeight(count: number, rowHeight: number): number {
  return count > CAMPAIGN_ARTICLES_FIXED_ABOVE
    ? CAMPAIGN_ARTICLES_HEIGHT
    : Math.min(count * rowHeight, CAMPAIGN_ARTICLES_HEIGHT);
}
