import type { campaignCreateSchema } from '@labo/domain/campaign-admin-schemas';
import { z } from 'zod';
import { campaignCreateDates } from './campaign-groups';

/**
 * The create payload as sent (docs/product/promotions.md#campaign-dates): the domain's
 * request, "YYYY-MM-DD HH:mm:ss" days, the percentage null when the field is empty, for the
 * server to refuse.
 */
export type CampaignCreatePayload = Omit<z.input<typeof campaignCreateSchema>, 'percentage'> & {
  percentage: number | null;
};

/**
 * The create form (docs/product/promotions.md#campaign-page) checks nothing itself: it turns
 * the fields into the payload, whole days included, and the server's refusals, checked by the
 * domain's create schema, come back on their fields.
 */
export const campaignCreateFormSchema = z
  .object({
    title: z.string(),
    percentage: z.string(),
    firstDay: z.string(),
    lastDay: z.string(),
  })
  .transform(
    ({ title, percentage, firstDay, lastDay }): CampaignCreatePayload => ({
      title,
      percentage: percentage === '' ? null : Number(percentage),
      ...campaignCreateDates(firstDay, lastDay),
    }),
  );

export type CampaignCreateFormValues = z.input<typeof campaignCreateFormSchema>;

export const EMPTY_CAMPAIGN: CampaignCreateFormValues = {
  title: '',
  percentage: '',
  firstDay: '',
  lastDay: '',
};

/** The form's field named by the server's `fields` (the days are sent as date-times). */
export function campaignCreateField(wireName: string): string {
  if (wireName === 'startDateTime') return 'firstDay';
  if (wireName === 'endDateTime') return 'lastDay';
  return wireName;
}
