import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/database';
import { users } from '#db/schema';
import { hashPassword, signSessionToken } from '#modules/auth/auth-public';

/** A user's bearer token, signed by the app as a login signs it. */
export function signUserToken(
  app: FastifyInstance,
  user: { id: number; tokenVersion?: number },
): string {
  return signSessionToken(app, { id: user.id, tokenVersion: user.tokenVersion ?? 0 });
}

/**
 * An administrator and a customer, for the role checks of admin routes, with the
 * Authorization headers of their tokens.
 */
export async function insertAdminAndCustomer(
  t: { app: FastifyInstance; database: { db: Database } },
  ids: { admin: number; customer: number },
) {
  await t.database.db.insert(users).values([
    {
      id: ids.admin,
      email: `admin-${ids.admin}@labo.example`,
      passwordHash: 'x',
      firstName: 'Camille',
      lastName: 'Admin',
      roles: ['ROLE_USER', 'ROLE_ADMIN'],
      verified: true,
    },
    {
      id: ids.customer,
      email: `client-${ids.customer}@labo.example`,
      passwordHash: 'x',
      firstName: 'Marie',
      lastName: 'Curie',
      phone: '0612345678',
      roles: ['ROLE_USER'],
    },
  ]);
  const bearer = (id: number) => ({ authorization: `Bearer ${signUserToken(t.app, { id })}` });
  return { admin: bearer(ids.admin), customer: bearer(ids.customer) };
}

/**
 * The tests' scrypt cost, N = 2^10: a hash or a check in about a millisecond rather than the
 * production cost's 50 ms or more (docs/stack-notes.md#test-speed).
 */
export const TEST_HASH_COST = 10;

/**
 * A verified administrator who can log in with `admin.password`, for tests that call a
 * server process over HTTP (hashed at the tests' low cost, docs/stack-notes.md#test-speed).
 */
export async function insertLoginAdmin(
  db: Database,
  admin: { email: string; password: string },
): Promise<void> {
  await db.insert(users).values({
    email: admin.email,
    passwordHash: await hashPassword(admin.password, TEST_HASH_COST),
    firstName: 'Camille',
    lastName: 'Admin',
    roles: ['ROLE_USER', 'ROLE_ADMIN'],
    verified: true,
  });
}
