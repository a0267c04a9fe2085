import { eq } from 'drizzle-orm';
import type { Executor } from '#db/database';
import { users } from '#db/schema';
import type { AuthUser } from './session-token';

/** What a token check needs of its user. */
export async function selectAuthUser(db: Executor, id: number): Promise<AuthUser | undefined> {
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
