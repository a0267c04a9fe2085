import { parisDateYmd } from '@labo/domain/dates';
import type { NegotiationState } from '@labo/domain/negotiation';
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '#db/database';
import { inList } from '#db/in-list';
import { articles, quoteLines, quoteStatusHistory, quotes, users } from '#db/schema';

// The quotes of a list and their lines (docs/product/accounts.md#quote-history), mapped to
// the wire by quote-wire.ts.

const listedQuoteColumns = {
  id: quotes.id,
  createdAt: quotes.createdAt,
  pipeStatus: quotes.pipeStatus,
  orderReference: quotes.orderReference,
  totalQuantity: quotes.totalQuantity,
  totalHtCents: quotes.totalHtCents,
  deliveryStreet: quotes.deliveryStreet,
  deliveryStreetComplement: quotes.deliveryStreetComplement,
  deliveryZipCode: quotes.deliveryZipCode,
  deliveryCity: quotes.deliveryCity,
  deliveryCountry: quotes.deliveryCountry,
  billingStreet: quotes.billingStreet,
  billingStreetComplement: quotes.billingStreetComplement,
  billingZipCode: quotes.billingZipCode,
  billingCity: quotes.billingCity,
  billingCountry: quotes.billingCountry,
  negotiationState: quotes.negotiationState,
  offerVersion: quotes.offerVersion,
  offerValidUntil: quotes.offerValidUntil,
};

const listedLineColumns = {
  id: quoteLines.id,
  quoteId: quoteLines.quoteId,
  articleId: quoteLines.articleId,
  // The reference is the article's key, which an import never changes: the line need
  // not copy it (docs/product/quote-request.md#line-snapshot).
  reference: articles.crmId,
  articleTitle: quoteLines.articleTitle,
  packing: quoteLines.packing,
  unitPriceCents: quoteLines.unitPriceCents,
  quantity: quoteLines.quantity,
  salePercentage: quoteLines.salePercentage,
  vatBasisPoints: quoteLines.vatBasisPoints,
};

/** The lines of the quotes `where` selects, in line order. */
function selectLinesOf(db: Executor, where: SQL | undefined) {
  return db
    .select(listedLineColumns)
    .from(quoteLines)
    .innerJoin(quotes, eq(quotes.id, quoteLines.quoteId))
    .innerJoin(articles, eq(articles.id, quoteLines.articleId))
    .where(where)
    .orderBy(asc(quoteLines.quoteId), asc(quoteLines.id));
}

/** A customer's quotes, newest first, and their lines in line order. */
export async function selectQuotesOfUser(db: Executor, userId: number) {
  const where = eq(quotes.userId, userId);
  const [rows, lines] = await Promise.all([
    db
      .select(listedQuoteColumns)
      .from(quotes)
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id)),
    selectLinesOf(db, where),
  ]);
  return { quotes: rows, lines };
}

export type ListedQuotes = Awaited<ReturnType<typeof selectQuotesOfUser>>;

const adminQuoteColumns = {
  ...listedQuoteColumns,
  firstName: quotes.firstName,
  lastName: quotes.lastName,
  email: quotes.email,
  phone: quotes.phone,
  company: quotes.company,
  comment: quotes.comment,
  userId: quotes.userId,
  totalTtcCents: quotes.totalTtcCents,
  purchaseOrder: quotes.purchaseOrder,
  acceptedAt: quotes.acceptedAt,
};

/**
 * The quotes `where` selects (a status, one quote), newest first, with the customer's
 * contact, their lines and their status changes (docs/product/admin.md#quote-tracking).
 */
export async function selectAdminQuotes(db: Executor, where: SQL) {
  const [rows, lines] = await Promise.all([
    db
      .select(adminQuoteColumns)
      .from(quotes)
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id)),
    selectLinesOf(db, where),
  ]);
  const history =
    rows.length === 0
      ? []
      : await db
          .select({
            quoteId: quoteStatusHistory.quoteId,
            from: quoteStatusHistory.fromStatus,
            to: quoteStatusHistory.toStatus,
            at: quoteStatusHistory.at,
            byFirstName: users.firstName,
            byLastName: users.lastName,
            byEmail: users.email,
          })
          .from(quoteStatusHistory)
          .leftJoin(users, eq(users.id, quoteStatusHistory.byUserId))
          .where(
            inList(
              quoteStatusHistory.quoteId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(quoteStatusHistory.at), asc(quoteStatusHistory.id));
  return { quotes: rows, lines, history };
}

export type AdminQuotes = Awaited<ReturnType<typeof selectAdminQuotes>>;

/**
 * Sets a quote's status and records the change, in one transaction whose lock on the
 * quote's row orders concurrent changes. Null for an unknown quote; the same status again
 * changes and records nothing.
 */
export function changeQuoteStatus(
  db: Database,
  id: number,
  to: (typeof quotes.$inferSelect)['pipeStatus'],
  byUserId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [quote] = await tx
      .select({ status: quotes.pipeStatus })
      .from(quotes)
      .where(eq(quotes.id, id))
      .for('update');
    if (!quote) return false;
    if (quote.status === to) return true;
    await tx.update(quotes).set({ pipeStatus: to }).where(eq(quotes.id, id));
    await tx
      .insert(quoteStatusHistory)
      .values({ quoteId: id, fromStatus: quote.status, toStatus: to, byUserId });
    return true;
  });
}

/**
 * The quotes whose negotiation stands at `state` on `now`: a sent offer past its last valid
 * day is expired, not sent (docs/product/offers.md#validity).
 */
export function negotiationWhere(state: NegotiationState, now: Date): SQL | undefined {
  const today = parisDateYmd(now);
  if (state === 'expired') {
    return and(eq(quotes.negotiationState, 'offer_sent'), lt(quotes.offerValidUntil, today));
  }
  if (state === 'offer_sent') {
    return and(eq(quotes.negotiationState, 'offer_sent'), gte(quotes.offerValidUntil, today));
  }
  return eq(quotes.negotiationState, state);
}
