import { z } from 'zod';
import { REFERENCE_MAX_CHARS, REFERENCE_MIN_CHARS } from './limits';
import { SLUG_MAX_CHARS } from './slug';
import {
  flagSchema,
  idParam,
  idSchema,
  isoDateTimeSchema,
  wireMoneySchema,
  wireText,
} from './wire-primitives';

// Catalogue wire shapes: docs/product/catalogue.md#article-shape,
// docs/product/media.md#attachment-shape, docs/product/promotions.md#campaign-shape and
// docs/product/catalogue.md#category-tree.

/**
 * docs/product/media.md#attachment-shape. Documents have no pixel size, hence the
 * nullable dimensions; the files themselves are served by the thumbnail and full-size
 * routes.
 */
export const attachmentSchema = z.object({
  id: idSchema,
  is_picture: flagSchema,
  firstAttachment: flagSchema,
  original_file_name: z.string(),
  px_width: z.number().int().nonnegative().nullable(),
  px_height: z.number().int().nonnegative().nullable(),
  mime_type: z.string(),
  size_bytes: z.number().int().nonnegative(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** The campaign active now on an article (docs/product/promotions.md#active-campaigns). */
const saleCampaignSummarySchema = z.object({
  title: z.string(),
  percentage: z.number(),
  end_date_time: isoDateTimeSchema,
});

/** A campaign linked to an article, in `sales_campaign`. */
const linkedSaleCampaignSchema = z.object({
  id: idSchema,
  title: z.string(),
  percentage: z.number(),
  start_date_time: isoDateTimeSchema,
  end_date_time: isoDateTimeSchema,
});

/**
 * docs/product/catalogue.md#article-shape. Lists may leave out description, pictures and
 * attachments (they show short_description); the detail answer always has them.
 */
export const articleSchema = z.object({
  id: idSchema,
  label: z.string(),
  description: z.string().optional(),
  short_description: z.string(),
  brandName: z.string().nullable(),
  crmId: z.string(),
  crm_secondary_id: z.string().nullable(),
  conditionnement: z.string().nullable(),
  basePrice: wireMoneySchema,
  ttcPrice: wireMoneySchema,
  slug: z.string(),
  under_sub_category_id: idSchema,
  cat_label: z.string(),
  sc_label: z.string(),
  usc_label: z.string(),
  featured: flagSchema,
  soft_deleted: flagSchema,
  youtubeLink: z.string().nullable(),
  active_sales_campaign_id: idSchema.nullable(),
  activeSaleCampaign: saleCampaignSummarySchema.nullable(),
  sales_campaign: z.array(linkedSaleCampaignSchema),
  pictures: z.array(attachmentSchema).optional(),
  attachments: z.array(attachmentSchema).optional(),
});
export type Article = z.infer<typeof articleSchema>;

export const articleListSchema = z.array(articleSchema);
export type ArticleList = z.infer<typeof articleListSchema>;

/** The article of the detail routes, with every optional part present. */
const articleDetailSchema = articleSchema.extend({
  description: z.string(),
  pictures: z.array(attachmentSchema),
  attachments: z.array(attachmentSchema),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

/** GET /exposed/detailed/…/article: `{ article: [Article] }`, one element. */
export const articleDetailAnswerSchema = z.object({
  article: z.tuple([articleDetailSchema]),
});
export type ArticleDetailAnswer = z.infer<typeof articleDetailAnswerSchema>;

const flatCategorySchema = z.object({ id: idSchema, label: z.string(), slug: z.string() });
const flatSubCategorySchema = flatCategorySchema.extend({ category_id: idSchema });
const flatUnderSubCategorySchema = flatCategorySchema.extend({
  sub_category_id: idSchema,
});
export type FlatCategory = z.infer<typeof flatCategorySchema>;
export type FlatSubCategory = z.infer<typeof flatSubCategorySchema>;
export type FlatUnderSubCategory = z.infer<typeof flatUnderSubCategorySchema>;

/**
 * GET /exposed/categories/flat, each list sorted by label
 * (docs/product/catalogue.md#category-tree).
 */
export const flatCategoriesSchema = z.object({
  categories: z.array(flatCategorySchema),
  subCategories: z.array(flatSubCategorySchema),
  underSubCategories: z.array(flatUnderSubCategorySchema),
});
export type FlatCategories = z.infer<typeof flatCategoriesSchema>;

/**
 * docs/product/promotions.md#campaign-shape; `terminated` is derived on the client
 * (campaign-rules.ts).
 */
export const campaignSchema = z.object({
  id: idSchema,
  title: z.string(),
  percentage: z.number(),
  start_date_time: isoDateTimeSchema,
  end_date_time: isoDateTimeSchema,
  articlesCnt: z.number().int().nonnegative(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListSchema = z.array(campaignSchema);

/** Route parameters. */
export const idParamSchema = z.object({ id: idParam });

/** A slug as slugify produces it: lower-case letters and digits joined by single hyphens. */
export const slugParamSchema = z.object({
  slug: wireText()
    .max(SLUG_MAX_CHARS)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
});

/** Most articles one POST /exposed/articles/by/ids may ask for: a whole cart at once. */
export const ARTICLES_BY_IDS_MAX = 500;

/**
 * POST /exposed/articles/by/ids: the cart page refreshes all its articles in one call, so
 * prices, campaigns and withdrawals are current (docs/product/cart.md#cart-refresh).
 */
export const articlesByIdsRequestSchema = z.object({
  ids: z.array(idSchema).min(1).max(ARTICLES_BY_IDS_MAX),
});

/**
 * Quick add by reference: at least 3 characters once trimmed
 * (docs/product/cart.md#quick-add-by-reference).
 */
export const referenceParamSchema = z.object({
  reference: wireText().trim().min(REFERENCE_MIN_CHARS).max(REFERENCE_MAX_CHARS),
});

/**
 * Most references one POST /exposed/articles/by/references may ask for: as many as a
 * cart refresh asks ids, a whole cart.
 */
export const ARTICLES_BY_REFERENCES_MAX = 500;

/**
 * POST /exposed/articles/by/references: the articles of a pasted list, looked up at once
 * (docs/product/cart.md#paste-a-list).
 */
export const articlesByReferencesRequestSchema = z.object({
  references: z
    .array(wireText().trim().min(1).max(REFERENCE_MAX_CHARS))
    .min(1)
    .max(ARTICLES_BY_REFERENCES_MAX),
});
