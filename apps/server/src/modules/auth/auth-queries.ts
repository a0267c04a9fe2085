import { eq } from 'drizzle-orm';
import type { Executor } from '#db/database';
import { users } from '#db/schema';
import type { AuthUser } from './auth-plugin';

export async function selectAuthUser(db: Executor, id: number): Promise<AuthUser | undefined> {
  const [user] = await db
    .select({ id: users.id, email: users.email, roles: users.roles })
    .from(users)
    .where(eq(users.id, id));
  return user;
}
