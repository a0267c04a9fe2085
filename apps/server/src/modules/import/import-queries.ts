import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '#db/database';
import { inList } from '#db/in-list';
import {
  articles,
  categories,
  importRuns,
  subCategories,
  underSubCategories,
  users,
} from '#db/schema';
import type { RejectedLine } from './oxygene-line';

// SQL of the import. Every function takes the import's transaction; each one is a
// single statement over a chunk of rows, never one round trip per article.

// Rows travel as one array per column (INSERT … SELECT FROM unnest(…)): twelve bind
// parameters per chunk instead of twelve thousand, which PGlite and PostgreSQL parse
// and plan much faster than a VALUES list
// (docs/performance.md#import-rows-as-one-array-per-column).
const textArray = (values: readonly (string | null)[]) => sql`${sql.param(values)}::text[]`;
const intArray = (values: readonly number[]) => sql`${sql.param(values)}::integer[]`;
const bigintArray = (values: readonly number[]) => sql`${sql.param(values)}::bigint[]`;
const boolArray = (values: readonly boolean[]) => sql`${sql.param(values)}::boolean[]`;

// Any constant unique to this purpose; database.ts uses 724_031_001 for migrations.
const IMPORT_LOCK_ID = 724_031_002;

/**
 * Fresh statistics for the planner: PGlite has no autovacuum, and after a large import
 * PostgreSQL's may lag; search and list plans depend on them.
 */
export async function analyzeArticles(ex: Executor): Promise<void> {
  await ex.execute(sql`analyze articles`);
}

/** False when another import holds the lock; held until the import's transaction ends. */
export async function tryLockImports(ex: Executor): Promise<boolean> {
  const [row] = await ex
    .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(${IMPORT_LOCK_ID})` })
    .from(sql`(values (1)) as one`);
  return row?.locked === true;
}

export async function selectCategoryTree(ex: Executor) {
  const [cats, subs, unders] = [
    await ex
      .select({ id: categories.id, label: categories.label, slug: categories.slug })
      .from(categories),
    await ex
      .select({
        id: subCategories.id,
        parentId: subCategories.categoryId,
        label: subCategories.label,
        slug: subCategories.slug,
      })
      .from(subCategories),
    await ex
      .select({
        id: underSubCategories.id,
        parentId: underSubCategories.subCategoryId,
        label: underSubCategories.label,
        slug: underSubCategories.slug,
      })
      .from(underSubCategories),
  ];
  return { cats, subs, unders };
}

export function insertCategories(ex: Executor, rows: { label: string; slug: string }[]) {
  return ex
    .insert(categories)
    .values(rows)
    .returning({ id: categories.id, label: categories.label });
}

export function insertSubCategories(
  ex: Executor,
  rows: { parentId: number; label: string; slug: string }[],
) {
  return ex
    .insert(subCategories)
    .values(rows.map(({ parentId, label, slug }) => ({ categoryId: parentId, label, slug })))
    .returning({
      id: subCategories.id,
      parentId: subCategories.categoryId,
      label: subCategories.label,
    });
}

export function insertUnderSubCategories(
  ex: Executor,
  rows: { parentId: number; label: string; slug: string }[],
) {
  return ex
    .insert(underSubCategories)
    .values(rows.map(({ parentId, label, slug }) => ({ subCategoryId: parentId, label, slug })))
    .returning({
      id: underSubCategories.id,
      parentId: underSubCategories.subCategoryId,
      label: underSubCategories.label,
    });
}

/** The columns an import writes; what administrators own (featured, video, media) is absent. */
export interface ImportedArticleValues {
  crmId: string;
  crmSecondaryId: string | null;
  label: string;
  description: string;
  brandName: string | null;
  conditionnement: string | null;
  basePriceCents: number;
  vatBasisPoints: number;
  underSubCategoryId: number;
  slug: string;
  searchText: string;
  softDeleted: boolean;
}

export type StoredArticle = ImportedArticleValues & { id: number };

export function selectArticlesByCrmIds(ex: Executor, crmIds: string[]): Promise<StoredArticle[]> {
  if (crmIds.length === 0) return Promise.resolve([]);
  return ex
    .select({
      id: articles.id,
      crmId: articles.crmId,
      crmSecondaryId: articles.crmSecondaryId,
      label: articles.label,
      description: articles.description,
      brandName: articles.brandName,
      conditionnement: articles.conditionnement,
      basePriceCents: articles.basePriceCents,
      vatBasisPoints: articles.vatBasisPoints,
      underSubCategoryId: articles.underSubCategoryId,
      slug: articles.slug,
      searchText: articles.searchText,
      softDeleted: articles.softDeleted,
    })
    .from(articles)
    .where(inList(articles.crmId, crmIds, 'text'));
}

export async function selectTakenArticleSlugs(ex: Executor, slugs: string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await ex
    .select({ slug: articles.slug })
    .from(articles)
    .where(inList(articles.slug, slugs, 'text'));
  return new Set(rows.map((r) => r.slug));
}

function importedColumns(rows: readonly ImportedArticleValues[]) {
  const column = <K extends keyof ImportedArticleValues>(key: K) => rows.map((r) => r[key]);
  return sql.join(
    [
      textArray(column('crmId')),
      textArray(column('crmSecondaryId')),
      textArray(column('label')),
      textArray(column('description')),
      textArray(column('brandName')),
      textArray(column('conditionnement')),
      bigintArray(column('basePriceCents')),
      intArray(column('vatBasisPoints')),
      intArray(column('underSubCategoryId')),
      textArray(column('slug')),
      textArray(column('searchText')),
      boolArray(column('softDeleted')),
    ],
    sql`, `,
  );
}

const IMPORTED_COLUMN_NAMES = sql.raw(
  'crm_id, crm_secondary_id, label, description, brand_name, conditionnement, base_price_cents, vat_basis_points, under_sub_category_id, slug, search_text, soft_deleted',
);

export async function insertArticles(
  ex: Executor,
  rows: readonly ImportedArticleValues[],
): Promise<void> {
  if (rows.length === 0) return;
  await ex.execute(sql`
    insert into ${articles} (${IMPORTED_COLUMN_NAMES})
    select * from unnest(${importedColumns(rows)})`);
}

/** One UPDATE for a whole chunk of changed articles, matched by id. */
export async function updateArticles(ex: Executor, rows: readonly StoredArticle[]): Promise<void> {
  if (rows.length === 0) return;
  await ex.execute(sql`
    update ${articles} as a set
      crm_secondary_id = v.crm_secondary_id,
      label = v.label,
      description = v.description,
      brand_name = v.brand_name,
      conditionnement = v.conditionnement,
      base_price_cents = v.base_price_cents,
      vat_basis_points = v.vat_basis_points,
      under_sub_category_id = v.under_sub_category_id,
      slug = v.slug,
      search_text = v.search_text,
      soft_deleted = v.soft_deleted,
      updated_at = now()
    from unnest(${intArray(rows.map((r) => r.id))}, ${importedColumns(rows)})
      as v(id, ${IMPORTED_COLUMN_NAMES})
    where a.id = v.id`);
}

/** The articles on sale before an import, against which its withdrawals are weighed. */
export async function countVisibleArticles(ex: Executor): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(articles)
    .where(eq(articles.softDeleted, false));
  return row?.n ?? 0;
}

/** A page of visible articles in id order (keyset pagination), for the withdrawal sweep. */
export function selectVisibleArticleCodes(ex: Executor, afterId: number, limit: number) {
  return ex
    .select({ id: articles.id, crmId: articles.crmId })
    .from(articles)
    .where(and(eq(articles.softDeleted, false), gt(articles.id, afterId)))
    .orderBy(asc(articles.id))
    .limit(limit);
}

export async function softDeleteArticles(ex: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await ex
    .update(articles)
    .set({ softDeleted: true, updatedAt: sql`now()` })
    .where(inList(articles.id, ids));
}

export async function insertImportRun(
  ex: Executor,
  run: {
    fileName: string;
    userId: number | null;
    status: 'applied' | 'refused' | 'failed';
    summary: Record<string, number>;
    report: string[];
    rejections: RejectedLine[];
    startedAt: Date;
    /** Set by the caller: the database's now() inside a transaction is the transaction's start. */
    finishedAt: Date;
  },
): Promise<void> {
  await ex.insert(importRuns).values(run);
}

/** The latest runs, newest first, with the administrator who sent each file. */
export function selectImportRuns(ex: Executor, limit: number) {
  return ex
    .select({
      id: importRuns.id,
      fileName: importRuns.fileName,
      status: importRuns.status,
      summary: importRuns.summary,
      firstLine: sql<string | null>`${importRuns.report}->>0`,
      startedAt: importRuns.startedAt,
      finishedAt: importRuns.finishedAt,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(importRuns)
    .leftJoin(users, eq(users.id, importRuns.userId))
    .orderBy(desc(importRuns.id))
    .limit(limit);
}

/** The rejected lines kept with a run; undefined for an unknown run. */
export async function selectRunRejections(ex: Executor, id: number) {
  const [run] = await ex
    .select({ fileName: importRuns.fileName, rejections: importRuns.rejections })
    .from(importRuns)
    .where(eq(importRuns.id, id));
  return run;
}
