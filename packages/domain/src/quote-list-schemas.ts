import { z } from 'zod';
import { idSchema, isoDateTimeSchema, wireMoneySchema } from './wire-primitives';

// The quotes answer of the quote lists, the customer's history and the admin lists
// (docs/product/accounts.md#quote-shape, #quote-line-shape).

/** A quote's processing status (docs/product/admin.md#quote-statuses). */
export const PIPE_STATUSES = ['PENDING', 'ON_GOING', 'ARCHIVED'] as const;

/** Where a quote's negotiation stands (docs/product/offers.md#negotiation-states). */
export const NEGOTIATION_STATES = [
  'requested',
  'offer_sent',
  'changes_requested',
  'accepted',
  'declined',
  'expired',
] as const;

const quoteSchema = z.object({
  id: idSchema,
  sort_number: z.string(),
  creation_date_time: isoDateTimeSchema,
  pipe_status: z.enum(PIPE_STATUSES),
  /** The buyer's purchase-order number, empty when not given. */
  order_reference: z.string(),
  total_quantity: z.number().int(),
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
  /** "expired" is read from the last offer's validity date (docs/product/offers.md#validity). */
  negotiation_state: z.enum(NEGOTIATION_STATES),
  /** The last offer sent, null before the first: "Offre envoyée v2". */
  offer_version: z.number().int().positive().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** `quote_id` is a string; `sale_percentage` too ("0" without a campaign). */
export const quoteLineSchema = z.object({
  id: idSchema,
  quote_id: z.string(),
  article_id: idSchema,
  /** The article's reference (its ERP code), shown beside the designation. */
  reference: z.string(),
  articleTitle: z.string(),
  packing: z.string(),
  unit_price: wireMoneySchema,
  quantity: z.number().int(),
  sale_percentage: z.string(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** Every listed quote, and the lines of all of them in one list. */
export const quotesAnswerSchema = z.object({
  quotes: z.array(quoteSchema),
  lines: z.array(quoteLineSchema),
});
export type QuotesAnswer = z.infer<typeof quotesAnswerSchema>;

/** One status change of a quote (docs/product/admin.md#status-change). */
const statusChangeSchema = z.object({
  from: z.enum(PIPE_STATUSES),
  to: z.enum(PIPE_STATUSES),
  at: isoDateTimeSchema,
  /** The administrator's name, or e-mail without one; null once their account is deleted. */
  by: z.string().nullable(),
});

/** A quote of the admin lists: the customer's contact and the status history besides. */
export const adminQuoteSchema = quoteSchema.extend({
  /** "Société / laboratoire", empty when not given. */
  company: z.string(),
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
export type AdminQuotesAnswer = z.infer<typeof adminQuotesAnswerSchema>;

/** POST /api/protected/update/quote/{id}/status */
export const statusChangeRequestSchema = z.object({
  new_status: z.enum(PIPE_STATUSES, { error: 'Statut inconnu : PENDING, ON_GOING ou ARCHIVED.' }),
});

/**
 * The query of GET /api/protected/quotes/by/{status}/status: `negotiation` keeps the
 * quotes whose negotiation stands there.
 */
export const quoteListQuerySchema = z.object({
  negotiation: z.enum(NEGOTIATION_STATES, { error: 'État de négociation inconnu.' }).optional(),
});

/** The `{status}` of GET /api/protected/quotes/by/{status}/status. */
export const pipeStatusParamSchema = z.enum(PIPE_STATUSES, {
  error: 'Statut inconnu : PENDING, ON_GOING ou ARCHIVED.',
});

/** The files a quote list exports to (docs/product/admin.md#quote-export). */
const QUOTE_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type QuoteExportFormat = (typeof QUOTE_EXPORT_FORMATS)[number];

/** The query of GET /api/protected/quotes/by/{status}/status/export: CSV unless told. */
export const quoteExportQuerySchema = z.object({
  format: z.enum(QUOTE_EXPORT_FORMATS, { error: 'Format inconnu : csv ou xlsx.' }).default('csv'),
});
