import { z } from 'zod';
import { PIPE_STATUSES, quoteLineSchema, quoteSchema } from './quote-list-schemas';
import { idSchema, isoDateTimeSchema } from './wire-primitives';

// The admin quote lists' answer (docs/product/admin.md#admin-quote-shape): the customer's
// quote shape plus who sent it and how its status moved.

const pipeStatusSchema = z.enum(PIPE_STATUSES);

/** One recorded status change; `by` is the administrator's name or e-mail, null once deleted. */
const statusChangeSchema = z.object({
  from: pipeStatusSchema,
  to: pipeStatusSchema,
  at: isoDateTimeSchema,
  by: z.string().nullable(),
});

const adminQuoteSchema = quoteSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  comment: z.string(),
  user_id: idSchema.nullable(),
  status_history: z.array(statusChangeSchema),
});
export type AdminQuote = z.infer<typeof adminQuoteSchema>;

export const adminQuotesAnswerSchema = z.object({
  quotes: z.array(adminQuoteSchema),
  lines: z.array(quoteLineSchema),
});
