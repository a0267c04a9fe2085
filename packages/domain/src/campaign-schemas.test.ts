import { describe, expect, it } from 'vitest';
import {
  addArticleToCampaignAnswerSchema,
  campaignArticleParamSchema,
  createCampaignSchema,
  updateCampaignSchema,
} from './campaign-schemas';
import {
  CAMPAIGN_DATES_REVERSED,
  CAMPAIGN_PERCENTAGE_INVALID,
  CAMPAIGN_TITLE_REQUIRED,
} from './messages';

const issues = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

const valid = {
  startDateTime: '2026-11-01 00:00:00',
  endDateTime: '2026-11-30 23:59:59',
  title: 'Rentrée',
  percentage: 15,
};

describe('createCampaignSchema', () => {
  it('accepts a campaign', () => {
    expect(createCampaignSchema.parse({ ...valid, title: ' Rentrée ' })).toEqual(valid);
    expect(
      createCampaignSchema.safeParse({ ...valid, endDateTime: valid.startDateTime }).success,
    ).toBe(true);
  });

  it('refuses an end before the start', () => {
    expect(
      issues(createCampaignSchema.safeParse({ ...valid, endDateTime: '2026-10-31 23:59:59' })),
    ).toEqual([['endDateTime', CAMPAIGN_DATES_REVERSED]]);
  });

  it('refuses malformed dates', () => {
    expect(
      issues(createCampaignSchema.safeParse({ ...valid, startDateTime: '2026-11-01' })),
    ).toEqual([['startDateTime', 'Date invalide']]);
  });

  it('applies the title and percentage rules', () => {
    expect(
      issues(createCampaignSchema.safeParse({ ...valid, title: '  ', percentage: 99 })),
    ).toEqual([
      ['title', CAMPAIGN_TITLE_REQUIRED],
      ['percentage', CAMPAIGN_PERCENTAGE_INVALID],
    ]);
  });
});

describe('updateCampaignSchema (SPEC §5)', () => {
  it('wants a title and a percentage strictly between 0 and 99', () => {
    expect(updateCampaignSchema.parse({ title: 'Noël', percentage: 98 })).toEqual({
      title: 'Noël',
      percentage: 98,
    });
    for (const percentage of [0, 99, -1, 150, '15', null]) {
      expect(
        issues(updateCampaignSchema.safeParse({ title: 'Noël', percentage })),
        String(percentage),
      ).toEqual([['percentage', CAMPAIGN_PERCENTAGE_INVALID]]);
    }
    expect(issues(updateCampaignSchema.safeParse({ percentage: 10 }))).toEqual([
      ['title', CAMPAIGN_TITLE_REQUIRED],
    ]);
  });
});

describe('addArticleToCampaignAnswerSchema', () => {
  it('tells added from overlapping', () => {
    expect(addArticleToCampaignAnswerSchema.parse({ added: true })).toEqual({ added: true });
    const refused = { added: false, overlapping_sales_campaign: { id: 7, title: 'Rentrée' } };
    expect(addArticleToCampaignAnswerSchema.parse(refused)).toEqual(refused);
    expect(addArticleToCampaignAnswerSchema.safeParse({ added: false }).success).toBe(false);
  });
});

describe('campaignArticleParamSchema', () => {
  it('coerces both ids', () => {
    expect(campaignArticleParamSchema.parse({ campaignId: '7', articleId: '812' })).toEqual({
      campaignId: 7,
      articleId: 812,
    });
    expect(campaignArticleParamSchema.safeParse({ campaignId: '7' }).success).toBe(false);
  });
});
