import { z } from 'zod';
import {
  CITY_MAX_CHARS,
  COMPANY_MAX_CHARS,
  COUNTRY_MAX_CHARS,
  emailSchema,
  NAME_MAX_CHARS,
  ORDER_REFERENCE_MAX_CHARS,
  optionalText,
  phoneSchema,
  STREET_MAX_CHARS,
  ZIP_CODE_MAX_CHARS,
} from './form-fields';
import {
  QUANTITY_BELOW_ONE,
  QUANTITY_NOT_WHOLE,
  QUOTE_DUPLICATE_ARTICLE,
  QUOTE_LINES_REQUIRED,
  QUOTE_TOO_MANY_LINES,
} from './messages';
import { MAX_QUANTITY } from './quantity';
import { envSchema, idSchema, wireMoneySchema } from './wire-primitives';

/** Upper bound on quote lines: far above a real cart, low enough to bound the work. */
export const MAX_QUOTE_LINES = 500;
export const COMMENT_MAX_CHARS = 5000;

/**
 * The quantity of a quote request line (docs/product/cart.md#quantity-rule), refused with
 * the rule's French texts: the answer's `fields` reach people.
 */
export const quantitySchema = z
  .number({ error: QUANTITY_NOT_WHOLE })
  .int(QUANTITY_NOT_WHOLE)
  .min(1, QUANTITY_BELOW_ONE)
  .max(MAX_QUANTITY, QUANTITY_NOT_WHOLE);

const quoteRequestLineSchema = z.object({
  article_id: idSchema,
  quantity: quantitySchema,
});
export type QuoteRequestLine = z.infer<typeof quoteRequestLineSchema>;

/**
 * POST /exposed/post/quote (docs/product/quote-request.md#quote-request-payload): only
 * the e-mail is required; every other field may be empty or absent. A cart holds one
 * line per article, so a repeated article means a forged request and is refused.
 */
export const quoteRequestSchema = z.object({
  firstName: optionalText(NAME_MAX_CHARS),
  lastName: optionalText(NAME_MAX_CHARS),
  email: emailSchema,
  phone: phoneSchema.optional(),
  company: optionalText(COMPANY_MAX_CHARS),
  /** "Votre référence (bon de commande)" (docs/product/quote-request.md#order-reference). */
  orderReference: optionalText(ORDER_REFERENCE_MAX_CHARS),
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

/** 201 answer of POST /exposed/post/quote (docs/product/quote-request.md#quote-request-call). */
export const quoteCreatedAnswerSchema = z.object({
  id: idSchema,
  sort_number: z.string(),
  total_ht_price: wireMoneySchema,
  total_ttc_price: wireMoneySchema,
  /** The PDF's path for 24 hours without a login (docs/product/quote-request.md#quote-pdf). */
  pdf_link: z.string(),
});
export type QuoteCreatedAnswer = z.infer<typeof quoteCreatedAnswerSchema>;
