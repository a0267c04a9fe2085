import { z } from 'zod';
import {
  CITY_MAX_CHARS,
  COUNTRY_MAX_CHARS,
  emailSchema,
  NAME_MAX_CHARS,
  optionalText,
  PHONE_MAX_CHARS,
  STREET_MAX_CHARS,
  ZIP_CODE_MAX_CHARS,
} from './form-fields';
import { QUOTE_DUPLICATE_ARTICLE, QUOTE_LINES_REQUIRED, QUOTE_TOO_MANY_LINES } from './messages';
import { pipeStatusSchema } from './pipe-status';
import { MAX_QUANTITY, QUANTITY_NOT_INTEGER, QUANTITY_TOO_LOW } from './quantity';
import { envSchema, idSchema, isoDateTimeSchema, wireMoneySchema } from './wire-primitives';

/** Upper bound on quote lines: far above a real cart, low enough to bound the work. */
export const MAX_QUOTE_LINES = 500;
export const COMMENT_MAX_CHARS = 5000;

/** The quantity of a quote request line (SPEC §3, §5). */
export const quantitySchema = z
  .number()
  .int(QUANTITY_NOT_INTEGER)
  .min(1, QUANTITY_TOO_LOW)
  .max(MAX_QUANTITY, QUANTITY_NOT_INTEGER);

export const quoteRequestLineSchema = z.object({
  article_id: idSchema,
  quantity: quantitySchema,
});
export type QuoteRequestLine = z.infer<typeof quoteRequestLineSchema>;

/**
 * POST /exposed/post/quote, field names of SPEC §3. SPEC §5: only the e-mail is
 * required; every other field may be empty or absent. A cart holds one line per
 * article, so a repeated article means a forged request and is refused.
 */
export const quoteRequestSchema = z.object({
  firstName: optionalText(NAME_MAX_CHARS),
  lastName: optionalText(NAME_MAX_CHARS),
  email: emailSchema,
  phone: optionalText(PHONE_MAX_CHARS),
  comment: optionalText(COMMENT_MAX_CHARS),
  deliveryStreet: optionalText(STREET_MAX_CHARS),
  deliveryStreetComplement: optionalText(STREET_MAX_CHARS),
  deliveryCityZipCode: optionalText(ZIP_CODE_MAX_CHARS),
  deliveryCity: optionalText(CITY_MAX_CHARS),
  deliveryCountry: optionalText(COUNTRY_MAX_CHARS),
  billingStreet: optionalText(STREET_MAX_CHARS),
  billingStreetComplement: optionalText(STREET_MAX_CHARS),
  billingCityZipCode: optionalText(ZIP_CODE_MAX_CHARS),
  billingCity: optionalText(CITY_MAX_CHARS),
  billingCountry: optionalText(COUNTRY_MAX_CHARS),
  lines: z
    .array(quoteRequestLineSchema, { error: QUOTE_LINES_REQUIRED })
    .min(1, QUOTE_LINES_REQUIRED)
    .max(MAX_QUOTE_LINES, QUOTE_TOO_MANY_LINES)
    .refine(
      (lines) => new Set(lines.map((line) => line.article_id)).size === lines.length,
      QUOTE_DUPLICATE_ARTICLE,
    ),
  env: envSchema,
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** 201 answer of POST /exposed/post/quote (API.md). */
export const quoteCreatedAnswerSchema = z.object({
  id: idSchema,
  sort_number: z.string(),
  total_ht_price: wireMoneySchema,
  total_ttc_price: wireMoneySchema,
});
export type QuoteCreatedAnswer = z.infer<typeof quoteCreatedAnswerSchema>;

/** API.md "Quote" as a customer sees it; address fields are empty when not given. */
export const quoteSchema = z.object({
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
export type Quote = z.infer<typeof quoteSchema>;

/**
 * One status change of a quote (API.md admin addition). `from` is null for the creation;
 * `by` names the admin who made the change (null when the system did).
 */
export const statusChangeSchema = z.object({
  from: pipeStatusSchema.nullable(),
  to: pipeStatusSchema,
  at: isoDateTimeSchema,
  by: z.string().nullable(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** The quote of the admin lists: the customer's details and the status history added. */
export const adminQuoteSchema = quoteSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  comment: z.string(),
  user_id: idSchema.nullable(),
  status_history: z.array(statusChangeSchema),
});
export type AdminQuote = z.infer<typeof adminQuoteSchema>;

/** API.md "Quote line": quote_id is a string (SPEC §3), prices are the ones sent. */
export const quoteLineSchema = z.object({
  id: idSchema,
  quote_id: z.string().regex(/^\d+$/),
  article_id: idSchema,
  articleTitle: z.string(),
  packing: z.string(),
  unit_price: wireMoneySchema,
  quantity: z.number().int().positive(),
  sale_percentage: z.string().regex(/^\d+(?:\.\d+)?$/),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** GET /api/protected/my/quotes. */
export const quotesAnswerSchema = z.object({
  quotes: z.array(quoteSchema),
  lines: z.array(quoteLineSchema),
});
export type QuotesAnswer = z.infer<typeof quotesAnswerSchema>;

/** GET /api/protected/quotes/by/{status}/status (admin). */
export const adminQuotesAnswerSchema = z.object({
  quotes: z.array(adminQuoteSchema),
  lines: z.array(quoteLineSchema),
});
export type AdminQuotesAnswer = z.infer<typeof adminQuotesAnswerSchema>;

export const quoteStatusParamSchema = z.object({ status: pipeStatusSchema });

/** POST /api/protected/update/quote/{id}/status (SPEC §4: any of the three). */
export const quoteStatusUpdateSchema = z.object({ new_status: pipeStatusSchema });
export type QuoteStatusUpdate = z.infer<typeof quoteStatusUpdateSchema>;
