import type { Executor } from '#db/database';
import { firstRow } from '#db/database';
import { contactMessages } from '#db/schema';

export async function insertContactMessage(
  db: Executor,
  values: typeof contactMessages.$inferInsert,
): Promise<{ id: number; createdAt: Date }> {
  return firstRow(
    await db
      .insert(contactMessages)
      .values(values)
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt }),
  );
}
