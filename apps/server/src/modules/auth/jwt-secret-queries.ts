import { eq } from 'drizzle-orm';
import { type Executor, firstRow } from '#db/database';
import { settings } from '#db/schema';

const JWT_SECRET_KEY = 'jwt_secret';

/**
 * The token secret kept in the settings table (decision 014): `candidate` is stored if no
 * secret is there yet, then whichever secret is stored is read back, so that processes
 * starting together all end up with the first one written.
 */
export async function storedJwtSecret(db: Executor, candidate: string): Promise<string> {
  await db
    .insert(settings)
    .values({ key: JWT_SECRET_KEY, value: candidate })
    .onConflictDoNothing({ target: settings.key });
  const row = firstRow(
    await db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, JWT_SECRET_KEY)),
  );
  if (typeof row.value !== 'string') throw new Error(`Setting ${JWT_SECRET_KEY} is not a text`);
  return row.value;
}
