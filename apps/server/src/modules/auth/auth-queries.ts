import { eq, sql } from 'drizzle-orm';
import type { Executor } from '#db/database';
import { users } from '#db/schema';
import type { AuthUser } from './session-token';

/** What a token check needs of its user. */
export async function selectAuthUser(
  db: Executor,
  id: number,
): Promise<Omit<AuthUser, 'authTime'> | undefined> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      roles: users.roles,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, id));
  return user;
}

/**
 * Ends every session of a user at once: their tokens carry the former version
 * (docs/product/accounts.md#logout, decision 016).
 */
export async function bumpTokenVersion(db: Executor, id: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}
