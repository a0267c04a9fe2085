import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#db/database';
import { accountTokens } from '#db/schema';

// Single-use, expiring link tokens (docs/product/accounts.md#link-tokens). Times are the
// database's clock.

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

export async function insertAccountToken(
  db: Executor,
  token: { userId: number; purpose: AccountTokenPurpose; tokenHash: string; validHours: number },
): Promise<void> {
  await db.insert(accountTokens).values({
    userId: token.userId,
    purpose: token.purpose,
    tokenHash: token.tokenHash,
    expiresAt: sql`now() + make_interval(hours => ${token.validHours})`,
  });
}

/**
 * Uses the token of this hash and purpose if it is unused and unexpired, in one statement so
 * that two uses at the same moment cannot both succeed; with it, every other unused token of
 * the same user and purpose is spent too (an older link must not work after a newer one did).
 * Answers the token's user id, or undefined.
 */
export async function consumeAccountToken(
  db: Executor,
  purpose: AccountTokenPurpose,
  tokenHash: string,
): Promise<number | undefined> {
  const [used] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId });
  if (!used) return undefined;
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, used.userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  return used.userId;
}
