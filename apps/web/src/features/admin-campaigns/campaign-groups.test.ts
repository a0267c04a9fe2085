import { describe, expect, it } from 'vitest';
import { makeCampaign } from '#testing/test-campaigns.ts';
import { campaignCreateDates, formatCampaignDay, groupCampaigns } from './campaign-groups';

describe('campaign groups (docs/product/promotions.md#campaign-classification)', () => {
  it('puts each campaign in its group by now, both bounds belonging to it', () => {
    const now = new Date('2026-09-01T00:00:00+02:00');
    const starting = makeCampaign({
      title: 'Commence',
      start_date_time: '2026-09-01T00:00:00+02:00',
    });
    const ending = makeCampaign({
      title: 'Finit',
      start_date_time: '2026-08-01T00:00:00+02:00',
      end_date_time: '2026-09-01T00:00:00+02:00',
    });
    const ended = makeCampaign({
      title: 'Finie',
      start_date_time: '2026-08-01T00:00:00+02:00',
      end_date_time: '2026-08-31T23:59:59+02:00',
    });
    const future = makeCampaign({ title: 'Future', start_date_time: '2026-09-01T00:00:01+02:00' });
    const groups = groupCampaigns([starting, ending, ended, future], now);
    expect(groups.ongoing.map((c) => c.title)).toEqual(['Commence', 'Finit']);
    expect(groups.future.map((c) => c.title)).toEqual(['Future']);
    expect(groups.ended.map((c) => c.title)).toEqual(['Finie']);
  });

  it('shows the Paris day as DD/MM/YY', () => {
    expect(formatCampaignDay('2026-08-31T23:59:59+02:00')).toBe('31/08/26');
    expect(formatCampaignDay('2026-12-31T23:30:00Z')).toBe('01/01/27');
  });

  it('sends the first day from 00:00:00 and the last until 23:59:59', () => {
    expect(campaignCreateDates('2026-09-01', '2026-09-30')).toEqual({
      startDateTime: '2026-09-01 00:00:00',
      endDateTime: '2026-09-30 23:59:59',
    });
  });
});
