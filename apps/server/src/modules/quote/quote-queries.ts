import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { firstRow } from '../../db/database';
import { articles, mailOutbox, quoteLines, quotes } from '../../db/schema';
import { parseStaffRecipients, staffRecipientsValue } from '../../mail/staff-recipients';

// SQL of quote creation: each function accepts the database or a transaction.

export interface PricedArticleRow {
  id: number;
  crmId: string;
  label: string;
  brandName: string | null;
  conditionnement: string | null;
  basePriceCents: number;
  vatBasisPoints: number;
  softDeleted: boolean;
}

/**
 * What pricing and the line snapshot need of each article, withdrawn ones included so
 * that the refusal can name them; one query for the whole quote.
 */
export function selectPricedArticles(db: Executor, ids: number[]): Promise<PricedArticleRow[]> {
  return db
    .select({
      id: articles.id,
      crmId: articles.crmId,
      label: articles.label,
      brandName: articles.brandName,
      conditionnement: articles.conditionnement,
      basePriceCents: articles.basePriceCents,
      vatBasisPoints: articles.vatBasisPoints,
      softDeleted: articles.softDeleted,
    })
    .from(articles)
    .where(sql`${articles.id} = any(${sql.param(ids)}::int[])`);
}

const createdQuoteColumns = {
  id: quotes.id,
  createdAt: quotes.createdAt,
  totalHtCents: quotes.totalHtCents,
  totalTtcCents: quotes.totalTtcCents,
};

export type CreatedQuoteRow = {
  id: number;
  createdAt: Date;
  totalHtCents: number;
  totalTtcCents: number;
};

export async function selectQuoteByIdempotencyKey(
  db: Executor,
  key: string,
): Promise<CreatedQuoteRow | undefined> {
  const [row] = await db
    .select(createdQuoteColumns)
    .from(quotes)
    .where(eq(quotes.idempotencyKey, key));
  return row;
}

/**
 * The id the next quote will have, drawn before it is written, so that its number and
 * mails are made first and everything is written by one statement; and, in the same
 * round trip, the staff addresses to notify. A refused quote leaves a gap in the ids, as
 * a rolled-back insert would.
 */
export async function nextQuoteIdAndStaff(db: Executor): Promise<{ id: number; staff: string[] }> {
  const row = firstRow(
    await db
      .select({
        id: sql<number>`nextval(pg_get_serial_sequence('quotes', 'id'))::int`,
        staff: staffRecipientsValue,
      })
      .from(sql`(select 1) as one`),
  );
  return { id: row.id, staff: parseStaffRecipients(row.staff) };
}

/**
 * The quote, its lines and its mails, all or nothing, in ONE statement (data-modifying
 * CTEs are atomic): no BEGIN and COMMIT round trips, and the quote's row lock is held for
 * one statement only. The mails exist exactly when the quote does (ARCHITECTURE "Nothing
 * is lost").
 */
export async function insertQuoteWithLinesAndMails(
  db: Executor,
  quote: typeof quotes.$inferInsert & { id: number },
  lines: (typeof quoteLines.$inferInsert)[],
  mails: (typeof mailOutbox.$inferInsert)[],
): Promise<void> {
  // Drizzle puts an embedded statement in parentheses itself.
  const writes = [
    sql`quote as ${db.insert(quotes).values(quote)}`,
    sql`quote_lines as ${db.insert(quoteLines).values(lines)}`,
  ];
  if (mails.length > 0) writes.push(sql`mails as ${db.insert(mailOutbox).values(mails)}`);
  await db.execute(sql`with ${sql.join(writes, sql`, `)} select 1`);
}

/** PostgreSQL's unique_violation, as both drivers report it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const pgError = e as Error & { code?: string; constraint?: string };
    if (pgError.code === '23505') return pgError.constraint === constraint;
  }
  return false;
}

export const IDEMPOTENCY_CONSTRAINT = 'quotes_idempotency_key';
