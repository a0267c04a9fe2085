import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '#db/database';
import { firstRow } from '#db/database';
import { columnNames, insertFromJson, toJsonRow } from '#db/fixed-text-inserts';
import { inList } from '#db/in-list';
import {
  articles,
  quoteLines,
  quotes,
  salesCampaignArticles,
  salesCampaigns,
  users,
} from '#db/schema';
import { newMailsInsert } from '#mail/mail-outbox-queries';
import type { OutgoingMail } from '#mail/outgoing-mail';
import { parseStaffRecipients, staffRecipientsValue } from '#mail/staff-recipients-queries';
import type { CampaignLinkRow } from '#modules/article-read-model/article-read-model-public';

// SQL of quote creation. The idempotency look-up accepts the database or a transaction;
// the two statements that create a quote are prepared once per database.

/** What pricing and the line snapshot need of an article. */
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

/** The quote a client's key made, with the hash of the request it came with. */
export async function selectQuoteByIdempotencyKey(
  db: Executor,
  { scope, key }: { scope: string; key: string },
): Promise<(CreatedQuoteRow & { requestHash: string | null }) | undefined> {
  const [row] = await db
    .select({ ...createdQuoteColumns, requestHash: quotes.idempotencyRequestHash })
    .from(quotes)
    .where(and(eq(quotes.idempotencyScope, scope), eq(quotes.idempotencyKey, key)));
  return row;
}

/** A campaign link as the reads statement gives it: times in epoch milliseconds. */
interface CampaignLinkJson extends Omit<CampaignLinkRow, 'startAt' | 'endAt'> {
  startMs: number;
  endMs: number;
}

/** Everything quote creation reads before it writes, from one statement. */
interface QuoteReads {
  /** The id the quote will have (see prepareQuoteStatements). */
  id: number;
  /** The staff addresses to notify. */
  staff: string[];
  /** The requested articles, withdrawn ones included so that the refusal can name them. */
  articles: PricedArticleRow[];
  /** Their campaigns, by start, as the catalogue reads them (selectCampaignLinks). */
  campaignLinks: CampaignLinkRow[];
  /**
   * The account whose verified address the quote carries: a quote sent without an account
   * belongs to it (docs/product/accounts.md#quote-ownership).
   */
  verifiedOwnerId: number | null;
}

type QuoteInsert = typeof quotes.$inferInsert & { id: number };
type QuoteLineInsert = typeof quoteLines.$inferInsert;

// The columns the write statement fills, in its fixed text; the others keep their default.
const QUOTE_KEYS = [
  'id',
  'userId',
  'pipeStatus',
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'orderReference',
  'comment',
  'deliveryStreet',
  'deliveryStreetComplement',
  'deliveryZipCode',
  'deliveryCity',
  'deliveryCountry',
  'billingStreet',
  'billingStreetComplement',
  'billingZipCode',
  'billingCity',
  'billingCountry',
  'totalQuantity',
  'totalHtCents',
  'totalTtcCents',
  'idempotencyKey',
  'idempotencyScope',
  'idempotencyRequestHash',
  'createdAt',
] as const satisfies readonly (keyof QuoteInsert)[];
const QUOTE_LINE_KEYS = [
  'quoteId',
  'articleId',
  'articleTitle',
  'packing',
  'unitPriceCents',
  'vatBasisPoints',
  'salePercentage',
  'quantity',
] as const satisfies readonly (keyof QuoteLineInsert)[];

/** The `read` statement of quote creation (see prepareQuoteStatements). */
function prepareQuoteRead(db: Database) {
  const ids = sql.placeholder('ids');
  const email = sql.placeholder('email');
  const readStatement = db
    .select({
      id: sql<number>`nextval(pg_get_serial_sequence('quotes', 'id'))::int`,
      staff: staffRecipientsValue,
      articles: sql<PricedArticleRow[]>`(select coalesce(json_agg(json_build_object(
        'id', ${articles.id},
        'crmId', ${articles.crmId},
        'label', ${articles.label},
        'brandName', ${articles.brandName},
        'conditionnement', ${articles.conditionnement},
        'basePriceCents', ${articles.basePriceCents},
        'vatBasisPoints', ${articles.vatBasisPoints},
        'softDeleted', ${articles.softDeleted})), '[]')
        from ${articles} where ${inList(articles.id, ids)})`,
      campaignLinks: sql<CampaignLinkJson[]>`(select coalesce(json_agg(json_build_object(
        'articleId', ${salesCampaignArticles.articleId},
        'id', ${salesCampaigns.id},
        'title', ${salesCampaigns.title},
        'percentage', ${salesCampaigns.percentage},
        'startMs', floor(extract(epoch from ${salesCampaigns.startAt}) * 1000),
        'endMs', floor(extract(epoch from ${salesCampaigns.endAt}) * 1000))
        order by ${salesCampaigns.startAt}, ${salesCampaigns.id}), '[]')
        from ${salesCampaignArticles}
        join ${salesCampaigns} on ${salesCampaigns.id} = ${salesCampaignArticles.campaignId}
        where ${inList(salesCampaignArticles.articleId, ids)})`,
      verifiedOwnerId: sql<number | null>`(select ${users.id} from ${users}
        where ${users.email} = lower(${email}::text) and ${users.verified})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('quote_create_read');

  return async (articleIds: number[], quoteEmail: string): Promise<QuoteReads> => {
    const row = firstRow(await readStatement.execute({ ids: articleIds, email: quoteEmail }));
    return {
      id: row.id,
      staff: parseStaffRecipients(row.staff),
      verifiedOwnerId: row.verifiedOwnerId,
      articles: row.articles,
      campaignLinks: row.campaignLinks.map(({ startMs, endMs, ...link }) => ({
        ...link,
        startAt: new Date(startMs),
        endAt: new Date(endMs),
      })),
    };
  };
}

/** The `write` statement of quote creation (see prepareQuoteStatements). */
function prepareQuoteWrite(db: Database) {
  const quoteNames = columnNames(quotes, QUOTE_KEYS);
  const lineNames = columnNames(quoteLines, QUOTE_LINE_KEYS);
  const writes = [
    db.$with('quote', {}).as(insertFromJson(quotes, quoteNames, sql.placeholder('quote'), false)),
    db
      .$with('quote_lines', {})
      .as(insertFromJson(quoteLines, lineNames, sql.placeholder('lines'), true)),
    db.$with('mails', {}).as(newMailsInsert.statement),
  ];
  const writeStatement = db
    .with(...writes)
    .select({ one: sql<number>`1` })
    .from(sql`(select 1) as one`)
    .prepare('quote_create_write');

  return async (
    quote: QuoteInsert,
    lines: QuoteLineInsert[],
    mails: readonly OutgoingMail[],
  ): Promise<void> => {
    await writeStatement.execute({
      quote: JSON.stringify(toJsonRow(quoteNames, quote)),
      lines: JSON.stringify(lines.map((line) => toJsonRow(lineNames, line))),
      ...newMailsInsert.values(mails),
    });
  };
}

/**
 * The two statements of quote creation, prepared once per database (named statements on
 * PostgreSQL: parsed and planned once per connection, and built by drizzle once rather
 * than per request):
 *
 * - `read`: in one round trip, the id the next quote will have, drawn before it is
 *   written so that its number and mails are made first; the staff addresses; the
 *   articles and their campaigns; the verified account of the quote's address. A refused quote leaves a gap in the ids, as a
 *   rolled-back insert would.
 * - `write`: the quote, its lines and its mails, all or nothing, in ONE statement
 *   (data-modifying CTEs are atomic): no BEGIN and COMMIT round trips, and the quote's row
 *   lock is held for one statement only. The mails exist exactly when the quote does
 *   (docs/architecture.md#nothing-is-lost).
 */
export function prepareQuoteStatements(db: Database) {
  return { read: prepareQuoteRead(db), write: prepareQuoteWrite(db) };
}

export type QuoteStatements = ReturnType<typeof prepareQuoteStatements>;

/** PostgreSQL's unique_violation, as both drivers report it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const pgError = e as Error & { code?: string; constraint?: string };
    if (pgError.code === '23505') return pgError.constraint === constraint;
  }
  return false;
}

export const IDEMPOTENCY_CONSTRAINT = 'quotes_idempotency_scope_key';
