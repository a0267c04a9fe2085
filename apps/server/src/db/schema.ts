import { STORED_NEGOTIATION_STATES } from '@labo/domain/negotiation';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Money is integer cents and VAT rates are basis points (20 % = 2000), see
// docs/architecture.md#money-in-cents. Money columns are 64-bit and read as numbers: the
// domain's bounds keep every amount far below 2^53 (decision 015). Flags are booleans here; the wire's "1"/"0" strings
// are produced by the mappers of each module (docs/architecture.md#wire-names-at-the-boundary).

const money = (name: string) => bigint(name, { mode: 'number' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_label_key').on(t.label),
    uniqueIndex('categories_slug_key').on(t.slug),
  ],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    label: text('label').notNull(),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sub_categories_parent_label_key').on(t.categoryId, t.label),
    uniqueIndex('sub_categories_parent_slug_key').on(t.categoryId, t.slug),
  ],
);

export const underSubCategories = pgTable(
  'under_sub_categories',
  {
    id: serial('id').primaryKey(),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.id),
    label: text('label').notNull(),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('under_sub_categories_parent_label_key').on(t.subCategoryId, t.label),
    uniqueIndex('under_sub_categories_parent_slug_key').on(t.subCategoryId, t.slug),
  ],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    // The ERP reference (Oxygène CODE): the import's unique key.
    crmId: text('crm_id').notNull(),
    crmSecondaryId: text('crm_secondary_id'),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    brandName: text('brand_name'),
    conditionnement: text('conditionnement'),
    basePriceCents: money('base_price_cents').notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull().default(2000),
    underSubCategoryId: integer('under_sub_category_id')
      .notNull()
      .references(() => underSubCategories.id),
    slug: text('slug').notNull(),
    // Normalised text (packages/domain search-text) that the trigram index serves.
    searchText: text('search_text').notNull(),
    softDeleted: boolean('soft_deleted').notNull().default(false),
    // Owned by administrators: an import never touches these.
    featured: boolean('featured').notNull().default(false),
    youtubeLink: text('youtube_link'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articles_crm_id_key').on(t.crmId),
    // Quick add and reference look-ups ignore case (the cart upper-cases what is typed,
    // docs/product/cart.md#quick-add-by-reference).
    index('articles_crm_id_lower_idx').on(sql`lower(${t.crmId})`),
    uniqueIndex('articles_slug_key').on(t.slug),
    index('articles_under_sub_category_idx').on(t.underSubCategoryId),
    index('articles_featured_idx')
      .on(t.featured)
      .where(sql`${t.featured} and not ${t.softDeleted}`),
    index('articles_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // "An exact reference match comes first" (search): references compared without
    // separators, so "dur100002" finds DUR-100002. The search query repeats this exact
    // expression (modules/search/search-queries.ts), or the index is not used.
    index('articles_crm_id_compact_idx').on(
      sql`regexp_replace(lower(${t.crmId}), '[^a-z0-9]+', '', 'g')`,
    ),
    index('articles_crm_secondary_id_compact_idx').on(
      sql`regexp_replace(lower(${t.crmSecondaryId}), '[^a-z0-9]+', '', 'g')`,
    ),
  ],
);

/**
 * Every word of 4 or more letters ever found in articles.search_text, kept by triggers
 * on articles (migrations/0003_search-words-sync.sql): the vocabulary that the search
 * corrects a typo against ("pipete" → "pipette"). A few thousand rows, never pruned: a
 * word that no longer occurs is only a correction that then matches no article.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    isPicture: boolean('is_picture').notNull(),
    isFirst: boolean('is_first').notNull().default(false),
    originalFileName: text('original_file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    pxWidth: integer('px_width'),
    pxHeight: integer('px_height'),
    // Key of the stored bytes in the media store (local folder or S3 bucket).
    storageKey: text('storage_key').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_article_idx').on(t.articleId),
    // The same bytes are stored once: adds and deletions look for other rows of a key.
    index('attachments_storage_key_idx').on(t.storageKey),
  ],
);

export const salesCampaigns = pgTable(
  'sales_campaigns',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    percentage: integer('percentage').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sales_campaigns_period_idx').on(t.startAt, t.endAt)],
);

export const salesCampaignArticles = pgTable(
  'sales_campaign_articles',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => salesCampaigns.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.articleId] }),
    index('sales_campaign_articles_article_idx').on(t.articleId),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Stored lower-cased: an address is one account whatever its case.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    roles: jsonb('roles').$type<string[]>().notNull().default(['ROLE_USER']),
    verified: boolean('verified').notNull().default(false),
    billingStreet: text('billing_street').notNull().default(''),
    billingAdditionalStreet: text('billing_additional_street').notNull().default(''),
    billingZipCode: text('billing_zip_code').notNull().default(''),
    billingCity: text('billing_city').notNull().default(''),
    billingCountry: text('billing_country').notNull().default(''),
    deliveryStreet: text('delivery_street').notNull().default(''),
    deliveryAdditionalStreet: text('delivery_additional_street').notNull().default(''),
    deliveryZipCode: text('delivery_zip_code').notNull().default(''),
    deliveryCity: text('delivery_city').notNull().default(''),
    deliveryCountry: text('delivery_country').notNull().default(''),
    // Carried by every token as `ver`: raising it (password reset) makes every token issued
    // before refused (docs/product/accounts.md#login-token).
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // The unique index above is case-insensitive only because every address is stored
    // lower-cased (docs/product/accounts.md#e-mail-addresses): the database enforces it.
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Failed logins of the last 15 minutes, per address and client address: the login rate
 * limit (docs/product/accounts.md#login-rate-limit) is shared by every server process, so
 * it lives in the database (decision 016).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_ip_idx').on(t.email, t.ip, t.failedAt),
    index('login_failures_failed_at_idx').on(t.failedAt),
  ],
);

/**
 * The tokens of e-mail links (docs/product/accounts.md#link-tokens): the address
 * verification of a new account and the password reset. Single use, expiring; only a hash
 * is stored, so a database leak gives no working link.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['email_verification', 'password_reset'] }).notNull(),
    // SHA-256 of the token, hex.
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    // Deleting a user keeps their quotes (docs/architecture.md#nothing-is-lost).
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    pipeStatus: text('pipe_status', { enum: ['PENDING', 'ON_GOING', 'ARCHIVED'] })
      .notNull()
      .default('PENDING'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    // "Société / laboratoire" (docs/product/quote-request.md#contact-details-step).
    company: text('company').notNull().default(''),
    // "Votre référence (bon de commande)": the buyer's own purchase-order number, printed on
    // the devis (docs/product/quote-request.md#order-reference).
    orderReference: text('order_reference').notNull().default(''),
    comment: text('comment').notNull().default(''),
    deliveryStreet: text('delivery_street').notNull().default(''),
    deliveryStreetComplement: text('delivery_street_complement').notNull().default(''),
    deliveryZipCode: text('delivery_zip_code').notNull().default(''),
    deliveryCity: text('delivery_city').notNull().default(''),
    deliveryCountry: text('delivery_country').notNull().default(''),
    billingStreet: text('billing_street').notNull().default(''),
    billingStreetComplement: text('billing_street_complement').notNull().default(''),
    billingZipCode: text('billing_zip_code').notNull().default(''),
    billingCity: text('billing_city').notNull().default(''),
    billingCountry: text('billing_country').notNull().default(''),
    totalQuantity: integer('total_quantity').notNull(),
    totalHtCents: money('total_ht_cents').notNull(),
    totalTtcCents: money('total_ttc_cents').notNull(),
    // A retried or double-clicked submission carries the same key: one quote, not two.
    // The key is the client's own: unique within its scope ("user:{id}" or "email:{address}"),
    // and kept with a hash of the request it came with, which a reuse must match
    // (docs/product/quote-request.md#idempotency).
    idempotencyKey: text('idempotency_key'),
    idempotencyScope: text('idempotency_scope'),
    idempotencyRequestHash: text('idempotency_request_hash'),
    // Set in the statement that queues the reminder of a quote's coming expiry, so that it
    // is queued once (docs/product/quote-request.md#validity).
    expiryReminderQueuedAt: timestamp('expiry_reminder_queued_at', { withTimezone: true }),
    // Where the negotiation stands (docs/product/offers.md#negotiation-states); "expired" is
    // never stored, it is read from the last offer's validity day.
    negotiationState: text('negotiation_state', { enum: STORED_NEGOTIATION_STATES })
      .notNull()
      .default('requested'),
    // The last offer sent and its last valid day (Paris), copied from it so that the lists
    // read the state without joining the offers.
    offerVersion: integer('offer_version'),
    offerValidUntil: date('offer_valid_until', { mode: 'string' }),
    // Set when the buyer accepts offerVersion: the quote is then an order.
    purchaseOrder: text('purchase_order'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('quotes_user_idx').on(t.userId),
    // Anonymous quotes are linked to the account of their address once it is verified
    // (docs/product/accounts.md#quote-ownership), compared lower-cased.
    index('quotes_email_lower_idx').on(sql`lower(${t.email})`).where(sql`${t.userId} is null`),
    index('quotes_status_idx').on(t.pipeStatus, t.createdAt),
    uniqueIndex('quotes_idempotency_scope_key').on(t.idempotencyScope, t.idempotencyKey),
    // The reminder sweep reads only the open quotes still waiting for theirs.
    index('quotes_expiry_reminder_idx')
      .on(t.createdAt)
      .where(sql`${t.expiryReminderQueuedAt} is null and ${t.pipeStatus} <> 'ARCHIVED'`),
  ],
);

export const quoteLines = pgTable(
  'quote_lines',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id),
    // Snapshot taken when the quote was sent: later imports or campaigns never change it.
    articleTitle: text('article_title').notNull(),
    packing: text('packing').notNull().default(''),
    unitPriceCents: money('unit_price_cents').notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    salePercentage: integer('sale_percentage').notNull().default(0),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('quote_lines_quote_idx').on(t.quoteId)],
);

/**
 * The staff's draft of a quote's next offer, one per quote (docs/product/offers.md#drafts).
 * Its lines are one JSON value: a save replaces the whole draft in one row. `version`
 * counts the saves, for the optimistic check of two people editing it.
 */
export const offerDrafts = pgTable('offer_drafts', {
  quoteId: integer('quote_id')
    .primaryKey()
    .references(() => quotes.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  lines: jsonb('lines').$type<OfferLineRow[]>().notNull(),
  shippingHtCents: money('shipping_ht_cents').notNull(),
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  leadTime: text('lead_time').notNull().default(''),
  message: text('message').notNull().default(''),
  savedByUserId: integer('saved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A line of an offer or of its draft, as stored: amounts in cents, rates in basis points. */
export interface OfferLineRow {
  articleId: number | null;
  reference: string;
  designation: string;
  quantity: number;
  unitPriceHtCents: number;
  /** The line's discount in hundredths of a percent (12,5 % = 1250). */
  discountBasisPoints: number;
  vatBasisPoints: number;
  leadTime: string;
}

/** An offer sent: version N of a quote, never changed afterwards (docs/product/offers.md). */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    shippingHtCents: money('shipping_ht_cents').notNull(),
    linesHtCents: money('lines_ht_cents').notNull(),
    totalHtCents: money('total_ht_cents').notNull(),
    totalTtcCents: money('total_ttc_cents').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    leadTime: text('lead_time').notNull().default(''),
    message: text('message').notNull().default(''),
    sentByUserId: integer('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('offers_quote_version_key').on(t.quoteId, t.version)],
);

export const offerLines = pgTable(
  'offer_lines',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // Null for a free line; a catalogue line keeps the reference and designation it had.
    articleId: integer('article_id').references(() => articles.id),
    reference: text('reference').notNull(),
    designation: text('designation').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceHtCents: money('unit_price_ht_cents').notNull(),
    discountBasisPoints: integer('discount_basis_points').notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    leadTime: text('lead_time').notNull().default(''),
  },
  (t) => [uniqueIndex('offer_lines_offer_position_key').on(t.offerId, t.position)],
);

/**
 * The steps of a negotiation, kept forever (docs/product/offers.md#history): an offer sent
 * by staff, the buyer's answers. Processing-status changes are in quote_status_history.
 */
export const quoteEvents = pgTable(
  'quote_events',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['offer_sent', 'accepted', 'changes_requested', 'declined', 'purchase_order_attached'],
    }).notNull(),
    // The staff member, or the buyer's account; null for a visitor or a deleted account.
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    offerVersion: integer('offer_version'),
    // The buyer's message, the reason of a refusal, the purchase order, the attached
    // purchase order's file name.
    detail: text('detail').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_events_quote_idx').on(t.quoteId, t.at)],
);

/** Bytes as PostgreSQL's bytea: node-postgres reads a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The purchase orders a buyer attached as PDF to their order, every one kept: the last is
 * the order's, the earlier ones its history (docs/product/offers.md#purchase-order-document).
 * The bytes live here rather than in the media store (decision 037).
 */
export const purchaseOrderDocuments = pgTable(
  'purchase_order_documents',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    // As the buyer's browser named it, cleaned to show (upload-file-name.ts).
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    bytes: bytea('bytes').notNull(),
    // The buyer's account; null for a visitor or a deleted account.
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchase_order_documents_quote_idx').on(t.quoteId, t.uploadedAt)],
);

export const quoteStatusHistory = pgTable(
  'quote_status_history',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ['PENDING', 'ON_GOING', 'ARCHIVED'] }).notNull(),
    toStatus: text('to_status', { enum: ['PENDING', 'ON_GOING', 'ARCHIVED'] }).notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_status_history_quote_idx').on(t.quoteId)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  email: text('email').notNull().default(''),
  company: text('company').notNull().default(''),
  content: text('content').notNull(),
  environment: text('environment').notNull().default('production'),
  createdAt: createdAt(),
});

/** What the mail worker renders and attaches to an outbox mail when it sends it. */
export type MailAttachmentSource =
  | { kind: 'quote_pdf'; quoteId: number }
  // An offer version, or the order an accepted one became (docs/product/offers.md#mails).
  | { kind: 'offer_pdf' | 'order_pdf'; quoteId: number; version: number }
  // The purchase order a buyer attached, as they sent it (docs/product/offers.md#mails).
  | { kind: 'purchase_order_document'; quoteId: number; documentId: number };

// Persisted outbox: a message is written in the same transaction as what it reports,
// then a worker sends it and retries with backoff, so no mail is lost on a crash.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddresses: jsonb('to_addresses').$type<string[]>().notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    // Staff mail about a contact message answers the sender directly.
    replyTo: text('reply_to'),
    // A document made when the mail is sent rather than stored twice: the worker renders it
    // from what the row names (decision 006).
    attachment: jsonb('attachment').$type<MailAttachmentSource>(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const importRuns = pgTable('import_runs', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  status: text('status', { enum: ['applied', 'refused', 'failed'] }).notNull(),
  summary: jsonb('summary').$type<Record<string, number>>().notNull(),
  report: jsonb('report').$type<string[]>().notNull(),
  /** The rejected lines of an applied import, for the administrators' CSV download. */
  rejections: jsonb('rejections')
    .$type<Array<{ line: number; crmId: string | null; message: string }>>()
    .notNull()
    .default([]),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
