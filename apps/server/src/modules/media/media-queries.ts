import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '#db/database';
import { attachments } from '#db/schema';

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
    .orderBy(desc(attachments.isFirst), asc(attachments.position), asc(attachments.id))
    .limit(1);
  return rows[0];
}
