import { z } from 'zod';
import { PIPE_STATUSES } from './quote-status';
import { idSchema, isoDateTimeSchema, wireMoneySchema } from './wire-primitives';

// The quotes answer of the quote lists (docs/product/accounts.md#quote-shape,
// docs/product/accounts.md#quote-line-shape): the customer's history and the admin lists.

const pipeStatusSchema = z.enum(PIPE_STATUSES);

/** A quote as the lists receive it; the admin lists add fields this schema lets through. */
export const listedQuoteSchema = z.looseObject({
  id: idSchema,
  sort_number: z.string(),
  creation_date_time: isoDateTimeSchema,
  pipe_status: pipeStatusSchema,
  total_quantity: z.number().int().nonnegative(),
  total_ht_price: wireMoneySchema,
  delivery_street: z.string(),
  delivery_street_complement: z.string(),
  delivery_zip_code: z.string(),
  delivery_city: z.string(),
  delivery_country: z.string(),
  billing_street: z.string(),
  billing_street_complement: z.string(),
  billing_zip_code: z.string(),
  billing_city: z.string(),
  billing_country: z.string(),
});
export type ListedQuote = z.infer<typeof listedQuoteSchema>;

export const quoteLineSchema = z.object({
  id: idSchema,
  quote_id: z.string(),
  article_id: idSchema,
  articleTitle: z.string(),
  packing: z.string(),
  unit_price: wireMoneySchema,
  quantity: z.number().int().positive(),
  sale_percentage: z.string(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** `{ quotes, lines }`: every listed quote's lines in one list, each naming its quote. */
export const quotesAnswerSchema = z.object({
  quotes: z.array(listedQuoteSchema),
  lines: z.array(quoteLineSchema),
});
