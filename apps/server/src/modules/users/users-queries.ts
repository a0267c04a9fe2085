import { desc, eq } from 'drizzle-orm';
import type { Executor } from '#db/database';
import { users } from '#db/schema';

/** Every account, newest first, with what the admin list shows. */
export function selectAdminUsers(db: Executor) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      verified: users.verified,
      roles: users.roles,
    })
    .from(users)
    .orderBy(desc(users.id));
}

/**
 * Deletes the account for good; its quotes stay, unlinked (the foreign key sets their
 * user to null), with the contact details they were sent with. False when unknown.
 */
export async function deleteUser(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
}
