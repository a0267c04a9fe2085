import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { firstRow } from '../../db/database';
import { articles, quoteLines, quotes } from '../../db/schema';

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

export async function insertQuote(
  db: Executor,
  values: typeof quotes.$inferInsert,
): Promise<CreatedQuoteRow> {
  return firstRow(await db.insert(quotes).values(values).returning(createdQuoteColumns));
}

/** One multi-row insert for all the lines of a quote. */
export async function insertQuoteLines(
  db: Executor,
  lines: (typeof quoteLines.$inferInsert)[],
): Promise<void> {
  await db.insert(quoteLines).values(lines);
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
