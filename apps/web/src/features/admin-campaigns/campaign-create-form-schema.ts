import type { campaignCreateSchema } from '@labo/domain/campaign-admin-schemas';
import type { Dayjs } from 'dayjs';
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
    // The date pickers' days (docs/decisions/026-date-picker.md): none, or one being typed.
    firstDay: z.custom<Dayjs | null>(),
    lastDay: z.custom<Dayjs | null>(),
  })
  .transform(
    ({ title, percentage, firstDay, lastDay }): CampaignCreatePayload => ({
      title,
      percentage: percentage === '' ? null : Number(percentage),
      ...campaignCreateDates(dayOf(firstDay), dayOf(lastDay)),
    }),
  );

/** "YYYY-MM-DD", or empty when no whole day is chosen: the server then asks for one. */
function dayOf(day: Dayjs | null): string {
  return day?.isValid() ? day.format('YYYY-MM-DD') : '';
}

export type CampaignCreateFormValues = z.input<typeof campaignCreateFormSchema>;

export const EMPTY_CAMPAIGN: CampaignCreateFormValues = {
  title: '',
  percentage: '',
  firstDay: null,
  lastDay: null,
};

/** The form's field named by the server's `fields` (the days are sent as date-times). */
export function campaignCreateField(wireName: string): string {
  if (wireName === 'startDateTime') return 'firstDay';
  if (wireName === 'endDateTime') return 'lastDay';
  return wireName;
}
