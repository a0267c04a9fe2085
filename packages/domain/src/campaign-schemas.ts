import { z } from 'zod';
import { parseCampaignDateTime } from './dates';
import { CAMPAIGN_PERCENT_MAX_EXCLUSIVE, CAMPAIGN_PERCENT_MIN_EXCLUSIVE } from './limits';
import {
  CAMPAIGN_DATES_REVERSED,
  CAMPAIGN_PERCENTAGE_INVALID,
  CAMPAIGN_TITLE_REQUIRED,
  TEXT_TOO_LONG,
} from './messages';
import { campaignDateTimeSchema, idParam, idSchema } from './wire-primitives';

export const CAMPAIGN_TITLE_MAX_CHARS = 255;

/** SPEC §5: a non-empty title. */
export const campaignTitleSchema = z
  .string({ error: CAMPAIGN_TITLE_REQUIRED })
  .trim()
  .min(1, CAMPAIGN_TITLE_REQUIRED)
  .max(CAMPAIGN_TITLE_MAX_CHARS, TEXT_TOO_LONG);

/** SPEC §5/§9: strictly between 0 and 99. */
export const campaignPercentageSchema = z
  .number({ error: CAMPAIGN_PERCENTAGE_INVALID })
  .gt(CAMPAIGN_PERCENT_MIN_EXCLUSIVE, CAMPAIGN_PERCENTAGE_INVALID)
  .lt(CAMPAIGN_PERCENT_MAX_EXCLUSIVE, CAMPAIGN_PERCENTAGE_INVALID);

/**
 * POST /api/protected/create/sales/campaign (SPEC §7), dates "YYYY-MM-DD HH:mm:ss" in
 * Paris. The SPEC shows no client validation for creation; the server still applies the
 * edit rules and refuses an end before the start.
 */
export const createCampaignSchema = z
  .object({
    startDateTime: campaignDateTimeSchema,
    endDateTime: campaignDateTimeSchema,
    title: campaignTitleSchema,
    percentage: campaignPercentageSchema,
  })
  .refine(
    ({ startDateTime, endDateTime }) => {
      const start = parseCampaignDateTime(startDateTime);
      const end = parseCampaignDateTime(endDateTime);
      // Unreadable dates are reported by their own fields.
      return start === null || end === null || start.getTime() <= end.getTime();
    },
    { message: CAMPAIGN_DATES_REVERSED, path: ['endDateTime'] },
  );
export type CreateCampaignRequest = z.infer<typeof createCampaignSchema>;

/** PUT /api/protected/update/{id}/sales/campaign (SPEC §5 edit rules). */
export const updateCampaignSchema = z.object({
  title: campaignTitleSchema,
  percentage: campaignPercentageSchema,
});
export type UpdateCampaignRequest = z.infer<typeof updateCampaignSchema>;

/**
 * GET /api/protected/{campaignId}/sales/campaign/add/{articleId}/article: a 2xx either
 * way, so the client can show the overlapping campaign's title (API.md, SPEC §8).
 */
export const addArticleToCampaignAnswerSchema = z.discriminatedUnion('added', [
  z.object({ added: z.literal(true) }),
  z.object({
    added: z.literal(false),
    overlapping_sales_campaign: z.object({ id: idSchema, title: z.string() }),
  }),
]);
export type AddArticleToCampaignAnswer = z.infer<typeof addArticleToCampaignAnswerSchema>;

export const campaignArticleParamSchema = z.object({ campaignId: idParam, articleId: idParam });
export type CampaignArticleParam = z.infer<typeof campaignArticleParamSchema>;
