import { and, eq, lt, sql } from 'drizzle-orm';
import { type Database, type Executor, firstRow } from '#db/database';
import { loginFailures, users } from '#db/schema';

// The login's SQL: the account of an address, and the failures that rate-limit it
// (docs/product/accounts.md#login-rate-limit). Times are the database's clock, the same for
// every server process.

/** The sliding window of the login rate limit, and the failures it allows. */
export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_MAX_FAILURES = 5;

const WINDOW = sql.raw(`interval '${LOGIN_WINDOW_MINUTES} minutes'`);

export async function selectLoginAccount(db: Executor, email: string) {
  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.email, email));
  return account;
}

/**
 * Records this attempt as a failure before the password is checked, and says in how many
 * seconds the limit lets the address and client try again (null: now). Recording first
 * means that attempts sent together count each other, and the advisory lock makes the
 * attempts of one address and client take turns, so a burst cannot slip more guesses
 * through than the limit allows. Failures older than the window are removed on the way.
 * When the limit is reached, the fifth most recent earlier failure decides: once it leaves
 * the window, four remain.
 */
export function recordLoginAttempt(
  db: Database,
  email: string,
  ip: string,
): Promise<{ attemptId: number; retryAfterSeconds: number | null }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${email} ${ip}`}, 0))`);
    const expired = tx.$with('expired').as(
      tx
        .delete(loginFailures)
        .where(lt(loginFailures.failedAt, sql`now() - ${WINDOW}`))
        .returning({ id: loginFailures.id }),
    );
    const attempt = tx
      .$with('attempt')
      .as(tx.insert(loginFailures).values({ email, ip }).returning({ id: loginFailures.id }));
    return firstRow(
      await tx
        .with(expired, attempt)
        .select({
          attemptId: sql<number>`(select id from attempt)`,
          retryAfterSeconds: sql<number | null>`(
            select greatest(1, ceil(extract(epoch from ${loginFailures.failedAt} + ${WINDOW} - now())))::int
            from ${loginFailures}
            where ${loginFailures.email} = ${email} and ${loginFailures.ip} = ${ip}
              and ${loginFailures.failedAt} > now() - ${WINDOW}
            order by ${loginFailures.failedAt} desc
            offset ${LOGIN_MAX_FAILURES - 1} limit 1)`,
        })
        .from(sql`(select 1) as one`),
    );
  });
}

/** Forgets one recorded attempt (a refused one, which must not lengthen the wait). */
export async function deleteLoginAttempt(db: Executor, attemptId: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
}

/** A successful login clears the failures of its address and client. */
export async function clearLoginFailures(db: Executor, email: string, ip: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
}

/**
 * A password reset lifts the limit of its address from every client: the person who forgot
 * their password is the one who failed, and the mail proved the address is theirs
 * (docs/product/accounts.md#login-rate-limit).
 */
export async function clearAddressLoginFailures(db: Executor, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
