import { ADMIN_ROLE } from '@labo/domain/session-rules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#db/database';
import { quotes, users } from '#db/schema';

// SQL of the account calls (docs/product/accounts.md#account-calls).

/** The columns a User (self) answer is made of (account-wire.ts). */
const selfColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  roles: users.roles,
  verified: users.verified,
  billingStreet: users.billingStreet,
  billingAdditionalStreet: users.billingAdditionalStreet,
  billingZipCode: users.billingZipCode,
  billingCity: users.billingCity,
  billingCountry: users.billingCountry,
  deliveryStreet: users.deliveryStreet,
  deliveryAdditionalStreet: users.deliveryAdditionalStreet,
  deliveryZipCode: users.deliveryZipCode,
  deliveryCity: users.deliveryCity,
  deliveryCountry: users.deliveryCountry,
};

export type SelfUserRow = {
  [K in keyof typeof selfColumns]: (typeof selfColumns)[K]['_']['data'];
};

export async function selectSelfUser(db: Executor, id: number): Promise<SelfUserRow | undefined> {
  const [row] = await db.select(selfColumns).from(users).where(eq(users.id, id));
  return row;
}

/** A new account; undefined when the address already has one (unique index on the address). */
export async function insertAccount(
  db: Executor,
  values: Pick<
    typeof users.$inferInsert,
    'email' | 'passwordHash' | 'firstName' | 'lastName' | 'phone'
  >,
): Promise<{ id: number; email: string } | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  return row;
}

const recipientColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  verified: users.verified,
};

/** Who a verification or reset mail is written to, by account id or by (normalised) address. */
export async function selectMailRecipient(db: Executor, by: { id: number } | { email: string }) {
  const [row] = await db
    .select(recipientColumns)
    .from(users)
    .where('id' in by ? eq(users.id, by.id) : eq(users.email, by.email));
  return row;
}

/** Marks the address verified and answers it. */
export async function markVerified(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db
    .update(users)
    .set({ verified: true })
    .where(eq(users.id, id))
    .returning({ email: users.email });
  return row?.email;
}

/**
 * Gives the account the quotes sent without an account with its (verified) address
 * (docs/product/accounts.md#quote-ownership). Quotes keep their address as typed: compared
 * lower-cased, as the partial index on lower(email) of unowned quotes expects.
 */
export async function linkAnonymousQuotes(db: Executor, userId: number, email: string) {
  await db
    .update(quotes)
    .set({ userId })
    .where(and(isNull(quotes.userId), eq(sql`lower(${quotes.email})`, email)));
}

/**
 * A new password after a reset: every earlier token stops working (the token version goes
 * up) and the address counts as verified, since the reset mail reached it
 * (docs/product/accounts.md#password-reset-call).
 */
export async function updatePassword(db: Executor, id: number, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, verified: true })
    .where(eq(users.id, id))
    .returning({ id: users.id, email: users.email });
  return row;
}

/** The names, phone and default addresses of the personal-information form. */
export type PersonalInfoValues = Pick<
  typeof users.$inferInsert,
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'billingStreet'
  | 'billingAdditionalStreet'
  | 'billingZipCode'
  | 'billingCity'
  | 'billingCountry'
  | 'deliveryStreet'
  | 'deliveryAdditionalStreet'
  | 'deliveryZipCode'
  | 'deliveryCity'
  | 'deliveryCountry'
>;

export async function updatePersonalInfo(
  db: Executor,
  id: number,
  values: PersonalInfoValues,
): Promise<SelfUserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning(selfColumns);
  return row;
}

/**
 * Deletes an account: its link tokens go with it, its quotes stay with the shop, unlinked
 * (the foreign key sets their user to null; docs/product/accounts.md#account-deletion).
 */
export async function deleteUser(db: Executor, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/**
 * The administrators' ids, their rows locked until the transaction ends: two of them
 * deleting their accounts at once are served one after the other, so that the second sees
 * the first gone (docs/product/accounts.md#account-deletion).
 */
export async function lockAdminIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.roles} @> ${JSON.stringify([ADMIN_ROLE])}::jsonb`)
    .for('update');
  return rows.map((row) => row.id);
}
