import { eq } from 'drizzle-orm';
import { type Executor, firstRow } from '#db/database';
import { users } from '#db/schema';

// The administrators' accounts, as the command line manages them (admin-accounts.ts).
// Addresses are stored in lower case (docs/product/accounts.md#e-mail-addresses).

export async function selectRolesByEmail(db: Executor, email: string) {
  const [user] = await db
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(eq(users.email, email));
  return user;
}

/** A verified administrator account; undefined when the address already has an account. */
export async function insertAdmin(db: Executor, email: string, passwordHash: string) {
  const inserted = await db
    .insert(users)
    .values({ email, passwordHash, roles: ['ROLE_USER', 'ROLE_ADMIN'], verified: true })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length === 0 ? undefined : firstRow(inserted);
}

export async function updateRoles(db: Executor, id: number, roles: string[]): Promise<void> {
  await db.update(users).set({ roles }).where(eq(users.id, id));
}
