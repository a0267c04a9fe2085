import { z } from 'zod';
import { campaignSchema } from './catalog-schemas';
import { idSchema, wireText } from './wire-primitives';

// The administrators' campaign calls (docs/product/promotions.md#campaign-calls).

const CAMPAIGN_TITLE_MAX_CHARS = 120;

export const CAMPAIGN_TITLE_REQUIRED = 'Le titre de la campagne est obligatoire.';
export const CAMPAIGN_PERCENTAGE_RANGE =
  'Le pourcentage doit être un nombre entier strictement compris entre 0 et 99.';
// A missing or unreadable day reads as what to do, under the field of the page that chose it
// (docs/product/promotions.md#campaign-validation), never as the wire's format.
export const CAMPAIGN_START_REQUIRED = 'Choisissez le premier jour.';
export const CAMPAIGN_END_REQUIRED = 'Choisissez le dernier jour.';
export const CAMPAIGN_END_BEFORE_START = 'Le dernier jour ne peut pas précéder le premier.';

/** docs/product/promotions.md#campaign-overlap, with the title of the campaign in the way. */
export const campaignOverlapMessage = (title: string): string =>
  `Action impossible: cette campagne de promotion recouperait la campagne de promotion courante de cet article (${title}). Veuillez d'abord retirer l'article de sa campagne de promotion courante.`;

const titleSchema = wireText({ error: CAMPAIGN_TITLE_REQUIRED })
  .trim()
  .min(1, CAMPAIGN_TITLE_REQUIRED)
  .max(CAMPAIGN_TITLE_MAX_CHARS);

/** docs/product/promotions.md#campaign-validation: strictly between 0 and 99. */
const percentageSchema = z
  .number({ error: CAMPAIGN_PERCENTAGE_RANGE })
  .int(CAMPAIGN_PERCENTAGE_RANGE)
  .gt(0, CAMPAIGN_PERCENTAGE_RANGE)
  .lt(99, CAMPAIGN_PERCENTAGE_RANGE);

const PARIS_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) \d{2}:\d{2}:\d{2}$/;

/** A real calendar day: 2026-02-30 is refused rather than rolled over to March. */
function isCalendarDay(value: string): boolean {
  const [, year, month, day] = PARIS_DATE_TIME.exec(value) ?? [];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCFullYear() === Number(year) && date.getUTCDate() === Number(day);
}

/**
 * "YYYY-MM-DD HH:mm:ss" on a Paris clock (docs/product/promotions.md#campaign-dates); only
 * the day counts, the server sets the time to the day's first or last second. Absent, empty
 * or not a real day: `message`.
 */
const parisDateTimeSchema = (message: string) =>
  z
    .string({ error: message })
    .regex(PARIS_DATE_TIME, message)
    .refine(isCalendarDay, message)
    .transform((value) => value.slice(0, 10));

/** POST /api/protected/create/sales/campaign; the dates become days ("YYYY-MM-DD"). */
export const campaignCreateSchema = z
  .object({
    title: titleSchema,
    percentage: percentageSchema,
    startDateTime: parisDateTimeSchema(CAMPAIGN_START_REQUIRED),
    endDateTime: parisDateTimeSchema(CAMPAIGN_END_REQUIRED),
  })
  .refine((c) => c.endDateTime >= c.startDateTime, {
    message: CAMPAIGN_END_BEFORE_START,
    path: ['endDateTime'],
  });
export type CampaignCreate = z.infer<typeof campaignCreateSchema>;

/** PUT /api/protected/update/{id}/sales/campaign: title and percentage. */
export const campaignUpdateSchema = z.object({ title: titleSchema, percentage: percentageSchema });

export const campaignsSchema = z.array(campaignSchema);

/** The answer of adding an article: a success status either way, so the page can name the campaign. */
export const campaignAddAnswerSchema = z.union([
  z.object({ added: z.literal(true) }),
  z.object({
    added: z.literal(false),
    overlapping_sales_campaign: z.object({ id: idSchema, title: z.string() }),
  }),
]);
export type CampaignAddAnswer = z.infer<typeof campaignAddAnswerSchema>;
