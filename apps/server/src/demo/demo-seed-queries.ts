import { asc, eq, sql } from 'drizzle-orm';
import { type Executor, firstRow } from '#db/database';
import { inList } from '#db/in-list';
import {
  articles,
  salesCampaignArticles,
  salesCampaigns,
  subCategories,
  underSubCategories,
  users,
} from '#db/schema';

// SQL of the demo seed, which runs once, on an empty database.

export async function catalogueIsEmpty(db: Executor): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(articles);
  return (row?.n ?? 0) === 0;
}

export async function selectVisibleArticleIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.softDeleted, false))
    .orderBy(asc(articles.id));
  return rows.map((row) => row.id);
}

export async function featureArticles(db: Executor, ids: number[]): Promise<void> {
  await db.update(articles).set({ featured: true }).where(inList(articles.id, ids));
}

export async function insertCampaignWithArticles(
  db: Executor,
  campaign: typeof salesCampaigns.$inferInsert,
  articleIds: number[],
): Promise<void> {
  const { id } = firstRow(
    await db.insert(salesCampaigns).values(campaign).returning({ id: salesCampaigns.id }),
  );
  await db
    .insert(salesCampaignArticles)
    .values(articleIds.map((articleId) => ({ campaignId: id, articleId })));
}

export async function insertUser(db: Executor, user: typeof users.$inferInsert): Promise<void> {
  await db.insert(users).values(user);
}

/** The visible articles with their sub-category's label, in id order. */
export async function selectVisibleArticlesWithSubCategory(
  db: Executor,
): Promise<{ id: number; subCategory: string; featured: boolean }[]> {
  return db
    .select({ id: articles.id, subCategory: subCategories.label, featured: articles.featured })
    .from(articles)
    .innerJoin(underSubCategories, eq(underSubCategories.id, articles.underSubCategoryId))
    .innerJoin(subCategories, eq(subCategories.id, underSubCategories.subCategoryId))
    .where(eq(articles.softDeleted, false))
    .orderBy(asc(articles.id));
}
