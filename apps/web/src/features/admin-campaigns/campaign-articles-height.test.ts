import { describe, expect, it } from 'vitest';
import { campaignArticlesHeight } from './campaign-articles-height';

describe('campaign article list height (docs/product/promotions.md#campaign-page)', () => {
  it('gives 100 per article up to 10, then 1000', () => {
    expect(campaignArticlesHeight(1, 100)).toBe(100);
    expect(campaignArticlesHeight(10, 100)).toBe(1000);
    expect(campaignArticlesHeight(11, 100)).toBe(1000);
    expect(campaignArticlesHeight(250, 100)).toBe(1000);
  });

  it('gives a card its own height on narrow screens, within the same cap', () => {
    expect(campaignArticlesHeight(2, 212)).toBe(424);
    expect(campaignArticlesHeight(8, 212)).toBe(1000);
  });
});
