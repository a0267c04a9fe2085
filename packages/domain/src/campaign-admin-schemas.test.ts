import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_END_BEFORE_START,
  CAMPAIGN_END_REQUIRED,
  CAMPAIGN_PERCENTAGE_RANGE,
  CAMPAIGN_START_REQUIRED,
  CAMPAIGN_TITLE_REQUIRED,
  campaignCreateSchema,
  campaignOverlapMessage,
} from './campaign-admin-schemas';

const valid = {
  title: ' Rentrée ',
  percentage: 15,
  startDateTime: '2026-09-01 00:00:00',
  endDateTime: '2026-09-30 23:59:59',
};
const firstMessage = (input: unknown) =>
  campaignCreateSchema.safeParse(input).error?.issues[0]?.message;

describe('campaignCreateSchema (docs/product/promotions.md#campaign-validation)', () => {
  it('keeps the title trimmed and the days of the dates', () => {
    expect(campaignCreateSchema.parse(valid)).toEqual({
      title: 'Rentrée',
      percentage: 15,
      startDateTime: '2026-09-01',
      endDateTime: '2026-09-30',
    });
  });

  it('takes a one-day campaign', () => {
    expect(
      campaignCreateSchema.safeParse({ ...valid, endDateTime: '2026-09-01 23:59:59' }).success,
    ).toBe(true);
  });

  it('refuses an empty title, a percentage outside 1..98, missing days and an end before the start, in sentences', () => {
    expect(firstMessage({ ...valid, title: '  ' })).toBe(CAMPAIGN_TITLE_REQUIRED);
    for (const percentage of [0, 99, -5, 12.5, '15']) {
      expect(firstMessage({ ...valid, percentage })).toBe(CAMPAIGN_PERCENTAGE_RANGE);
    }
    for (const day of ['', '2026-02-30 00:00:00', '2026-09-01', '01/09/2026 00:00:00']) {
      expect(firstMessage({ ...valid, startDateTime: day })).toBe(CAMPAIGN_START_REQUIRED);
      expect(firstMessage({ ...valid, endDateTime: day })).toBe(CAMPAIGN_END_REQUIRED);
    }
    expect(firstMessage({ ...valid, startDateTime: undefined })).toBe(CAMPAIGN_START_REQUIRED);
    expect(firstMessage({ ...valid, endDateTime: '2026-08-31 23:59:59' })).toBe(
      CAMPAIGN_END_BEFORE_START,
    );
  });
});

describe('campaignOverlapMessage', () => {
  it('names the campaign in the way', () => {
    expect(campaignOverlapMessage('Rentrée')).toBe(
      "Action impossible: cette campagne de promotion recouperait la campagne de promotion courante de cet article (Rentrée). Veuillez d'abord retirer l'article de sa campagne de promotion courante.",
    );
  });
});
