import { z } from 'zod';
import { adminQuoteSchema, quoteLineSchema } from './quote-list-schemas';
import { MAX_QUOTE_LINES, quantitySchema } from './quote-schemas';
import { idSchema, isoDateTimeSchema, wireMoneySchema, wireText } from './wire-primitives';

// The wire shapes of the negotiation (docs/product/offers.md#calls): the quote page's
// answer with its offers, the staff's draft, the buyer's answers, and the signed link a
// visitor opens them with. Money is a 2-decimal string in euros, rates and discounts a
// 2-decimal string in percent ("20.00", "5.50"), days "YYYY-MM-DD" (Paris), instants ISO
// 8601 with their offset.

export const OFFER_REFERENCE_MAX_CHARS = 100;
export const OFFER_DESIGNATION_MAX_CHARS = 300;
export const LEAD_TIME_MAX_CHARS = 100;
export const OFFER_MESSAGE_MAX_CHARS = 5000;
export const PURCHASE_ORDER_MAX_CHARS = 100;

const OFFER_FREE_LINE_TEXT = 'Une ligne libre demande une référence et une désignation.';
const OFFER_RATE_INVALID = 'Taux invalide : un pourcentage de 0 à 100, deux décimales au plus.';
const OFFER_PRICE_INVALID = 'Prix invalide : un montant positif en euros, deux décimales au plus.';
const OFFER_DAY_INVALID = 'Date invalide : AAAA-MM-JJ.';
const PURCHASE_ORDER_REQUIRED =
  'Indiquez le numéro de votre bon de commande, ou « sans bon de commande ».';

/** A percentage on the wire: "20.00", "5.5", "0"; 0 to 100, 2 decimals at most. */
const wirePercentRequest = wireText()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, OFFER_RATE_INVALID)
  .refine((value) => Number(value) <= 100, OFFER_RATE_INVALID);
/** A percentage in an answer, always with 2 decimals: "20.00". */
const wirePercent = z.string().regex(/^\d{1,3}\.\d{2}$/);

/** An amount a staff member types: 0 or more euros, 2 decimals at most. */
const wirePriceRequest = wireText().regex(/^\d{1,9}(\.\d{1,2})?$/, OFFER_PRICE_INVALID);

/** A day, Paris: "2026-12-26". */
const wireDay = z.iso.date({ error: OFFER_DAY_INVALID });

const optionalRequestText = (max: number) => wireText().trim().max(max).default('');

// ---------------------------------------------------------------------------------------
// Answers

/** One line of an offer: a catalogue article, or a free line (`article_id` null). */
const offerLineSchema = z.object({
  article_id: idSchema.nullable(),
  reference: z.string(),
  designation: z.string(),
  quantity: z.number().int(),
  /** Before the line's discount. */
  unit_price_ht: wireMoneySchema,
  /** "0.00" without a discount. */
  discount_percent: wirePercent,
  vat_rate: wirePercent,
  /** The discounted unit price, rounded to the cent, times the quantity. */
  total_ht: wireMoneySchema,
  /** The line's own lead time ("sous 48 h"); empty when the offer's applies. */
  lead_time: z.string(),
});
export type OfferLine = z.infer<typeof offerLineSchema>;

/** The tax of one VAT rate, on the sum of the amounts at that rate (lines and shipping). */
const vatByRateSchema = z.object({
  vat_rate: wirePercent,
  base_ht: wireMoneySchema,
  vat: wireMoneySchema,
});

/** What an offer says, sent or still a draft: its lines, terms and totals. */
const offerContentSchema = z.object({
  lines: z.array(offerLineSchema),
  /** The lines' totals excluding tax, without shipping. */
  lines_ht: wireMoneySchema,
  shipping_ht: wireMoneySchema,
  /** Lines plus shipping. */
  total_ht: wireMoneySchema,
  /** By rate, lowest first. */
  vat_by_rate: z.array(vatByRateSchema),
  total_ttc: wireMoneySchema,
  /** The last day the offer can be accepted, Paris (until 23:59 that day). */
  valid_until: wireDay,
  /** The whole offer's lead time; empty when none is given. */
  lead_time: z.string(),
  /** The staff's message to the buyer; empty when none. */
  message: z.string(),
});

/** An offer sent: version N, frozen. */
const sentOfferSchema = offerContentSchema.extend({
  version: z.number().int().positive(),
  sent_at: isoDateTimeSchema,
});
export type SentOffer = z.infer<typeof sentOfferSchema>;

/**
 * The staff's draft of the next offer. `version` counts its saves (0: never saved, the
 * draft is the request, or the last offer sent, as a start) and is given back on the next
 * save, which a later save by someone else makes stale.
 */
export const offerDraftSchema = offerContentSchema.extend({
  version: z.number().int().nonnegative(),
  /** Null while never saved. */
  saved_at: isoDateTimeSchema.nullable(),
  /** Who saved it last: a name, else an e-mail; null while never saved. */
  saved_by: z.string().nullable(),
});
export type OfferDraft = z.infer<typeof offerDraftSchema>;

const HISTORY_KINDS = [
  'requested',
  'offer_sent',
  'accepted',
  'changes_requested',
  'declined',
  'status_changed',
  'purchase_order_attached',
] as const;

/**
 * One step of the negotiation, for the person reading it: staff see who did what and the
 * processing-status changes; the buyer sees the negotiation alone, in their words
 * ("Vous avez accepté l'offre v2").
 */
const historyEntrySchema = z.object({
  kind: z.enum(HISTORY_KINDS),
  at: isoDateTimeSchema,
  /** Staff: the person's name, else e-mail (null once the account is gone). Buyer: null. */
  by: z.string().nullable(),
  /** What happened, one French sentence for the reader. */
  text: z.string(),
  /**
   * The buyer's message, the reason of a refusal, the purchase order, the attached purchase
   * order's file name; empty when none.
   */
  detail: z.string(),
  /** The offer the step is about, when it is about one. */
  offer_version: z.number().int().positive().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** The purchase order's PDF the buyer attached last (docs/product/offers.md#purchase-order-document). */
const purchaseOrderDocumentSchema = z.object({
  /** As the buyer's browser named it, without folders or control characters. */
  file_name: z.string(),
  size_bytes: z.number().int().nonnegative(),
  uploaded_at: isoDateTimeSchema,
});
export type PurchaseOrderDocument = z.infer<typeof purchaseOrderDocumentSchema>;

/** The order an accepted offer became. */
const purchaseOrderSchema = z.object({
  /** The buyer's purchase-order number, or the words they gave ("sans bon de commande"). */
  number: z.string(),
  accepted_at: isoDateTimeSchema,
  offer_version: z.number().int().positive(),
  /** The last PDF attached; null while none is. */
  document: purchaseOrderDocumentSchema.nullable(),
});

/**
 * GET /api/protected/quote/{id} (owner or staff) and its visitor twin: the quote (with its
 * `negotiation_state` and `offer_version`, as in the lists), what the
 * buyer asked for (`lines`, version 0), the offers sent, oldest first, and, for staff
 * only, the draft of the next one (null for the buyer). For the buyer, `quote.status_history`
 * is empty: the processing status is the staff's business.
 */
export const quoteDetailAnswerSchema = z.object({
  quote: adminQuoteSchema,
  lines: z.array(quoteLineSchema),
  offers: z.array(sentOfferSchema),
  draft: offerDraftSchema.nullable(),
  history: z.array(historyEntrySchema),
  purchase_order: purchaseOrderSchema.nullable(),
});
export type QuoteDetailAnswer = z.infer<typeof quoteDetailAnswerSchema>;

// ---------------------------------------------------------------------------------------
// Requests

/**
 * A line of the draft as staff send it. For a catalogue line the server takes reference
 * and designation from the article (what is sent is ignored); a free line (`article_id`
 * null) must carry both.
 */
const offerDraftLineRequestSchema = z
  .object({
    article_id: idSchema.nullable(),
    reference: wireText().trim().max(OFFER_REFERENCE_MAX_CHARS).default(''),
    designation: wireText().trim().max(OFFER_DESIGNATION_MAX_CHARS).default(''),
    quantity: quantitySchema,
    unit_price_ht: wirePriceRequest,
    discount_percent: wirePercentRequest.default('0'),
    vat_rate: wirePercentRequest,
    lead_time: optionalRequestText(LEAD_TIME_MAX_CHARS),
  })
  .refine(
    (line) => line.article_id !== null || (line.reference !== '' && line.designation !== ''),
    { message: OFFER_FREE_LINE_TEXT, path: ['reference'] },
  );

/**
 * PUT /api/protected/quote/{id}/offer (staff): the whole draft, with the `version` last
 * read. The answer is the draft as saved, totals recomputed, `version` one more; a stale
 * `version` is refused with 409 naming who saved first.
 */
export const offerDraftRequestSchema = z.object({
  version: z.number().int().nonnegative(),
  lines: z.array(offerDraftLineRequestSchema).max(MAX_QUOTE_LINES),
  shipping_ht: wirePriceRequest,
  valid_until: wireDay,
  lead_time: optionalRequestText(LEAD_TIME_MAX_CHARS),
  message: optionalRequestText(OFFER_MESSAGE_MAX_CHARS),
});
export type OfferDraftRequest = z.infer<typeof offerDraftRequestSchema>;

/** POST /api/protected/quote/{id}/offer/send (staff): the version the draft became. */
export const offerSentAnswerSchema = z.object({
  offer_version: z.number().int().positive(),
});

/** POST …/accept: the purchase order is required; "sans bon de commande" is an answer. */
export const offerAcceptRequestSchema = z.object({
  purchase_order: wireText({ error: PURCHASE_ORDER_REQUIRED })
    .trim()
    .min(1, PURCHASE_ORDER_REQUIRED)
    .max(PURCHASE_ORDER_MAX_CHARS),
});
export type OfferAcceptRequest = z.infer<typeof offerAcceptRequestSchema>;

const CHANGES_MESSAGE_REQUIRED = 'Dites-nous ce que vous souhaitez changer.';

/** POST …/changes: what the buyer wants changed (or renewed). */
export const offerChangesRequestSchema = z.object({
  message: wireText({ error: CHANGES_MESSAGE_REQUIRED })
    .trim()
    .min(1, CHANGES_MESSAGE_REQUIRED)
    .max(OFFER_MESSAGE_MAX_CHARS),
});
export type OfferChangesRequest = z.infer<typeof offerChangesRequestSchema>;

/** POST …/decline: a reason, if the buyer gives one. */
export const offerDeclineRequestSchema = z.object({
  reason: optionalRequestText(OFFER_MESSAGE_MAX_CHARS),
});
export type OfferDeclineRequest = z.infer<typeof offerDeclineRequestSchema>;

/**
 * The signed link of the offer e-mail for a visitor's quote: the query of every
 * `/exposed/quote/{id}/offer…` call, copied from the page's address
 * (`/quote/{id}/offer?expires=…&signature=…`). Valid until the end of the offer's last
 * valid day; a forged link or another quote's is 404, an expired one 410.
 */
export const signedLinkQuerySchema = z.object({
  expires: z.coerce.number().int().nonnegative(),
  signature: wireText().max(100),
});
export type SignedLinkQuery = z.infer<typeof signedLinkQuerySchema>;
