import type { Campaign } from '@labo/domain/catalog-schemas';

// Campaigns in the wire shape (docs/product/promotions.md#campaign-shape), for the tests.

let nextId = 100;

export function makeCampaign(overrides: Partial<Campaign> = {}): Campaign {
  nextId += 1;
  return {
    id: nextId,
    title: `Campagne ${nextId}`,
    percentage: 15,
    start_date_time: '2026-09-01T00:00:00+02:00',
    end_date_time: '2099-09-30T23:59:59+02:00',
    articlesCnt: 0,
    ...overrides,
  };
}
