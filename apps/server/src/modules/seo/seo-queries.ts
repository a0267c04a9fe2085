import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '#db/database';
import { articles } from '#db/schema';

// SQL of the sitemaps (docs/product/search-engines.md#sitemap): visible articles only, in
// id order, read a page at a time so that a file of 50,000 addresses never sits whole in
// memory as rows.

const visible = eq(articles.softDeleted, false);

export async function countVisibleArticles(ex: Executor): Promise<number> {
  const [row] = await ex.select({ n: sql<number>`count(*)::int` }).from(articles).where(visible);
  return row?.n ?? 0;
}

/**
 * The id after which the visible articles from position `skipped` (0-based, in id order)
 * come: 0 when nothing is skipped, null when fewer articles are visible.
 */
export async function visibleArticleIdBefore(
  ex: Executor,
  skipped: number,
): Promise<number | null> {
  if (skipped === 0) return 0;
  const [row] = await ex
    .select({ id: articles.id })
    .from(articles)
    .where(visible)
    .orderBy(asc(articles.id))
    .offset(skipped - 1)
    .limit(1);
  return row?.id ?? null;
}

/**
 * A page of visible articles after `afterId` (keyset pagination on the primary key): what
 * an address and its lastmod are made of, the labels coming from the category tree.
 * Without joins, so that the planner walks the key whatever its statistics say.
 */
export function selectArticleLocations(ex: Executor, afterId: number, limit: number) {
  return ex
    .select({
      id: articles.id,
      slug: articles.slug,
      updatedAt: articles.updatedAt,
      underSubCategoryId: articles.underSubCategoryId,
    })
    .from(articles)
    .where(and(visible, gt(articles.id, afterId)))
    .orderBy(asc(articles.id))
    .limit(limit);
}
