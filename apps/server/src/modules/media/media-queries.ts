import { and, asc, desc, eq, not, sql } from 'drizzle-orm';
import { type Executor, firstRow } from '#db/database';
import { articles, attachments } from '#db/schema';
import type { AttachmentRow } from '#modules/article-read-model/article-read-model-public';

type NewAttachment = typeof attachments.$inferInsert;

// Pictures default first, then in the order they were added.
const defaultFirst = [desc(attachments.isFirst), asc(attachments.position), asc(attachments.id)];

export async function selectAttachment(db: Executor, id: number) {
  const rows = await db.select().from(attachments).where(eq(attachments.id, id));
  return rows[0];
}

/** The default picture: the one marked first, else the earliest. */
export async function selectFirstPicture(db: Executor, articleId: number) {
  const rows = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.articleId, articleId), eq(attachments.isPicture, true)))
    .orderBy(...defaultFirst)
    .limit(1);
  return rows[0];
}

export function selectArticlePictures(db: Executor, articleId: number): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(attachments)
    .where(and(eq(attachments.articleId, articleId), eq(attachments.isPicture, true)))
    .orderBy(...defaultFirst);
}

export function selectArticleAttachments(
  db: Executor,
  articleId: number,
): Promise<AttachmentRow[]> {
  return db.select().from(attachments).where(eq(attachments.articleId, articleId));
}

/** An attachment whose files are stored under `storageKey`, on whichever article. */
export async function selectAttachmentWithKey(db: Executor, storageKey: string) {
  const rows = await db
    .select()
    .from(attachments)
    .where(eq(attachments.storageKey, storageKey))
    .limit(1);
  return rows[0];
}

// Namespace of the storage-key locks among PostgreSQL's two-number advisory locks.
const STORAGE_KEY_LOCK_SPACE = 724_031_018;

/**
 * Serialises, until the transaction ends, every change to the rows and files of one
 * storage key: a file is never deleted while another article is being given the same
 * bytes (decision 018). Two keys may share a lock number; they then merely wait for
 * each other.
 */
export async function lockStorageKey(tx: Executor, storageKey: string): Promise<void> {
  const hash = storageKey.slice(storageKey.indexOf('/') + 1);
  const lockNumber = Number.parseInt(hash.slice(0, 8), 16) | 0;
  await tx.execute(sql`select pg_advisory_xact_lock(${STORAGE_KEY_LOCK_SPACE}, ${lockNumber})`);
}

export async function insertAttachment(tx: Executor, row: NewAttachment): Promise<AttachmentRow> {
  return firstRow(await tx.insert(attachments).values(row).returning());
}

export async function deleteAttachment(tx: Executor, id: number) {
  const rows = await tx.delete(attachments).where(eq(attachments.id, id)).returning();
  return rows[0];
}

/** Makes `attachmentId` the article's only default picture (null: its earliest picture). */
export async function markDefaultPicture(
  tx: Executor,
  articleId: number,
  attachmentId: number | null,
): Promise<void> {
  const chosen =
    attachmentId ??
    (
      await tx
        .select({ id: attachments.id })
        .from(attachments)
        .where(and(eq(attachments.articleId, articleId), eq(attachments.isPicture, true)))
        .orderBy(asc(attachments.position), asc(attachments.id))
        .limit(1)
    )[0]?.id;
  if (chosen === undefined) return;
  await tx
    .update(attachments)
    .set({ isFirst: sql`${attachments.id} = ${chosen}` })
    .where(and(eq(attachments.articleId, articleId), eq(attachments.isPicture, true)));
}

/** False for an unknown article. */
export async function updateVideoLink(
  db: Executor,
  articleId: number,
  youtubeLink: string | null,
): Promise<boolean> {
  const rows = await db
    .update(articles)
    .set({ youtubeLink, updatedAt: sql`now()` })
    .where(eq(articles.id, articleId))
    .returning({ id: articles.id });
  return rows.length > 0;
}

/** The new value, undefined for an unknown article. */
export async function toggleFeatured(db: Executor, articleId: number) {
  const rows = await db
    .update(articles)
    .set({ featured: not(articles.featured), updatedAt: sql`now()` })
    .where(eq(articles.id, articleId))
    .returning({ featured: articles.featured });
  return rows[0]?.featured;
}
