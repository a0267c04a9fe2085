import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { type Executor, firstRow } from '#db/database';
import { salesCampaignArticles, salesCampaigns } from '#db/schema';
import {
  type CampaignRow,
  campaignColumns,
} from '#modules/article-read-model/article-read-model-public';

export function selectCampaigns(db: Executor): Promise<CampaignRow[]> {
  return db
    .select(campaignColumns)
    .from(salesCampaigns)
    .orderBy(desc(salesCampaigns.startAt), desc(salesCampaigns.id));
}

export async function selectCampaign(db: Executor, id: number): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select(campaignColumns)
    .from(salesCampaigns)
    .where(eq(salesCampaigns.id, id));
  return row;
}

export async function insertCampaign(
  db: Executor,
  campaign: { title: string; percentage: number; startAt: Date; endAt: Date },
): Promise<number> {
  const inserted = await db
    .insert(salesCampaigns)
    .values(campaign)
    .returning({ id: salesCampaigns.id });
  return firstRow(inserted).id;
}

/** False when the campaign does not exist. */
export async function updateCampaign(
  db: Executor,
  id: number,
  changes: { title?: string; percentage?: number; endAt?: Date },
): Promise<boolean> {
  const updated = await db
    .update(salesCampaigns)
    .set(changes)
    .where(eq(salesCampaigns.id, id))
    .returning({ id: salesCampaigns.id });
  return updated.length > 0;
}

/** Its article links go with it (foreign key cascade); sent quotes keep their own copy. */
export async function deleteCampaign(db: Executor, id: number): Promise<boolean> {
  const deleted = await db
    .delete(salesCampaigns)
    .where(eq(salesCampaigns.id, id))
    .returning({ id: salesCampaigns.id });
  return deleted.length > 0;
}

export async function selectCampaignArticleIds(db: Executor, id: number): Promise<number[]> {
  const rows = await db
    .select({ id: salesCampaignArticles.articleId })
    .from(salesCampaignArticles)
    .where(eq(salesCampaignArticles.campaignId, id))
    .orderBy(asc(salesCampaignArticles.articleId));
  return rows.map((row) => row.id);
}

/** The campaigns the article is linked to, other than `campaignId`. */
export function selectOtherCampaignsOf(tx: Executor, articleId: number, campaignId: number) {
  return tx
    .select({
      id: salesCampaigns.id,
      title: salesCampaigns.title,
      start: salesCampaigns.startAt,
      end: salesCampaigns.endAt,
    })
    .from(salesCampaignArticles)
    .innerJoin(salesCampaigns, eq(salesCampaigns.id, salesCampaignArticles.campaignId))
    .where(
      and(
        eq(salesCampaignArticles.articleId, articleId),
        ne(salesCampaignArticles.campaignId, campaignId),
      ),
    )
    .orderBy(asc(salesCampaigns.startAt));
}

export async function linkArticle(tx: Executor, campaignId: number, articleId: number) {
  await tx.insert(salesCampaignArticles).values({ campaignId, articleId }).onConflictDoNothing();
}

export async function unlinkArticle(db: Executor, campaignId: number, articleId: number) {
  await db
    .delete(salesCampaignArticles)
    .where(
      and(
        eq(salesCampaignArticles.campaignId, campaignId),
        eq(salesCampaignArticles.articleId, articleId),
      ),
    );
}
