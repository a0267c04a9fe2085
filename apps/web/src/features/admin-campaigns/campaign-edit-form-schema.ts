import { campaignUpdateSchema } from '@labo/domain/campaign-admin-schemas';
import { z } from 'zod';

/**
 * The edit dialog's form (docs/product/promotions.md#campaign-page): the percentage as typed
 * in its number field, then the domain's update schema, the server's own rule (a title not
 * blank, a whole percentage strictly between 0 and 99).
 */
export const campaignEditFormSchema = z
  .object({ title: z.string(), percentage: z.string() })
  .transform(({ title, percentage }) => ({
    title,
    percentage: percentage.trim() === '' ? Number.NaN : Number(percentage),
  }))
  .pipe(campaignUpdateSchema);
