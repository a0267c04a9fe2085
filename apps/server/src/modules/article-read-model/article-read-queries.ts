import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '#db/database';
import { inList } from '#db/in-list';
import {
  articles,
  attachments,
  categories,
  salesCampaignArticles,
  salesCampaigns,
  subCategories,
  underSubCategories,
} from '#db/schema';

// How articles are read wherever they are shown, priced or changed: their row with its
// category labels, their campaigns, their pictures and documents. Each function accepts
// the database or a transaction.

export const articleColumns = {
  id: articles.id,
  crmId: articles.crmId,
  crmSecondaryId: articles.crmSecondaryId,
  label: articles.label,
  description: articles.description,
  brandName: articles.brandName,
  conditionnement: articles.conditionnement,
  basePriceCents: articles.basePriceCents,
  vatBasisPoints: articles.vatBasisPoints,
  slug: articles.slug,
  underSubCategoryId: articles.underSubCategoryId,
  featured: articles.featured,
  softDeleted: articles.softDeleted,
  youtubeLink: articles.youtubeLink,
  catLabel: categories.label,
  scLabel: subCategories.label,
  uscLabel: underSubCategories.label,
};

export function selectArticles(db: Executor, where: SQL | undefined) {
  return db
    .select(articleColumns)
    .from(articles)
    .innerJoin(underSubCategories, eq(underSubCategories.id, articles.underSubCategoryId))
    .innerJoin(subCategories, eq(subCategories.id, underSubCategories.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(where)
    .orderBy(desc(articles.featured), asc(articles.label), asc(articles.id));
}

export type ArticleRow = Awaited<ReturnType<typeof selectArticles>>[number];

export interface CampaignLinkRow {
  articleId: number;
  id: number;
  title: string;
  percentage: number;
  startAt: Date;
  endAt: Date;
}

export function selectCampaignLinks(
  db: Executor,
  articleIds: number[],
): Promise<CampaignLinkRow[]> {
  if (articleIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      articleId: salesCampaignArticles.articleId,
      id: salesCampaigns.id,
      title: salesCampaigns.title,
      percentage: salesCampaigns.percentage,
      startAt: salesCampaigns.startAt,
      endAt: salesCampaigns.endAt,
    })
    .from(salesCampaignArticles)
    .innerJoin(salesCampaigns, eq(salesCampaigns.id, salesCampaignArticles.campaignId))
    .where(inList(salesCampaignArticles.articleId, articleIds))
    .orderBy(asc(salesCampaigns.startAt));
}

export type AttachmentRow = typeof attachments.$inferSelect;

export function selectAttachments(
  db: Executor,
  articleIds: number[],
  options: { picturesOnly: boolean },
): Promise<AttachmentRow[]> {
  if (articleIds.length === 0) return Promise.resolve([]);
  const where = options.picturesOnly
    ? and(inList(attachments.articleId, articleIds), eq(attachments.isPicture, true))
    : inList(attachments.articleId, articleIds);
  return db
    .select()
    .from(attachments)
    .where(where)
    .orderBy(desc(attachments.isFirst), asc(attachments.position), asc(attachments.id));
}

/** False for an unknown article; with `lock`, its row stays locked until the transaction ends. */
export async function articleExists(db: Executor, articleId: number, lock = false) {
  const query = db.select({ id: articles.id }).from(articles).where(eq(articles.id, articleId));
  const rows = await (lock ? query.for('update') : query);
  return rows.length > 0;
}

/**
 * Locks the article's row until the transaction ends, so that changes to what hangs on
 * it (its campaigns, its pictures) are made one after the other. False for an unknown
 * article.
 */
export const lockArticle = (tx: Executor, articleId: number) => articleExists(tx, articleId, true);
