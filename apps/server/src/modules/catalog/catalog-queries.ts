import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#db/database';
import { inList } from '#db/in-list';
import {
  articles,
  categories,
  salesCampaigns,
  subCategories,
  underSubCategories,
} from '#db/schema';
import { campaignColumns } from '#modules/article-read-model/article-read-model-public';

// SQL of the catalogue: each function accepts the database or a transaction.

const visible = eq(articles.softDeleted, false);

export const byUnderSubCategory = (id: number) => and(visible, eq(articles.underSubCategoryId, id));

export const bySubCategory = (id: number) => and(visible, eq(underSubCategories.subCategoryId, id));

export const featuredOnly = and(visible, eq(articles.featured, true));

export const byId = (id: number) => eq(articles.id, id);

export const byIds = (ids: readonly number[]) => inList(articles.id, ids);

export const bySlug = (slug: string) => eq(articles.slug, slug);

export const byReference = (reference: string) =>
  and(visible, sql`lower(${articles.crmId}) = lower(${reference})`);

/** Withdrawn articles included: a pasted list says which of its references are withdrawn. */
export const byReferences = (references: readonly string[]) =>
  inList(
    sql`lower(${articles.crmId})`,
    references.map((reference) => reference.toLowerCase()),
    'text',
  );

export function selectActiveCampaigns(db: Executor, now: Date) {
  return db
    .select(campaignColumns)
    .from(salesCampaigns)
    .where(and(sql`${salesCampaigns.startAt} <= ${now}`, sql`${salesCampaigns.endAt} >= ${now}`))
    .orderBy(asc(salesCampaigns.endAt), asc(salesCampaigns.id));
}

/**
 * The next moment after `now` at which a campaign starts or ends, as `selectActiveCampaigns`
 * sees it (a campaign ends once its end has passed); null when none is ahead.
 */
export async function selectNextCampaignBoundary(db: Executor, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({
      start: sql<
        string | null
      >`min(${salesCampaigns.startAt}) filter (where ${salesCampaigns.startAt} > ${now})`,
      end: sql<
        string | null
      >`min(${salesCampaigns.endAt}) filter (where ${salesCampaigns.endAt} >= ${now})`,
    })
    .from(salesCampaigns);
  const times = [row?.start, row?.end].flatMap((time) => (time ? [new Date(time).getTime()] : []));
  if (times.length === 0) return null;
  return new Date(Math.min(...times));
}

/** The tree, restricted to branches that lead to at least one visible article. */
export async function selectVisibleTree(db: Executor) {
  const leafIds = db
    .selectDistinct({ id: articles.underSubCategoryId })
    .from(articles)
    .where(visible);
  const underSubs = await db
    .select({
      id: underSubCategories.id,
      label: underSubCategories.label,
      slug: underSubCategories.slug,
      sub_category_id: underSubCategories.subCategoryId,
    })
    .from(underSubCategories)
    .where(inArray(underSubCategories.id, leafIds));
  const subs = await db
    .select({
      id: subCategories.id,
      label: subCategories.label,
      slug: subCategories.slug,
      category_id: subCategories.categoryId,
    })
    .from(subCategories);
  const cats = await db
    .select({ id: categories.id, label: categories.label, slug: categories.slug })
    .from(categories);
  return { cats, subs, underSubs };
}

export async function subCategoryExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(eq(subCategories.id, id));
  return rows.length > 0;
}

export async function underSubCategoryExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: underSubCategories.id })
    .from(underSubCategories)
    .where(eq(underSubCategories.id, id));
  return rows.length > 0;
}
