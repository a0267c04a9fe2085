import type { NegotiationEvent, StoredNegotiationState } from '@labo/domain/negotiation';
import type { PipeStatus } from '@labo/domain/quote-status';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '#db/database';
import { inList } from '#db/in-list';
import {
  articles,
  type OfferLineRow,
  offerDrafts,
  offerLines,
  offers,
  quoteEvents,
  quoteStatusHistory,
  quotes,
  users,
} from '#db/schema';
import { enqueueMail } from '#mail/mail-outbox-queries';
import type { OutgoingMail } from '#mail/outgoing-mail';
import { staffRecipients } from '#mail/staff-recipients-queries';

// SQL of the negotiation (docs/product/offers.md): the offers and draft of a quote, the
// draft's save with its optimistic check, the sending of a version and the buyer's answers,
// each of the last two in one transaction that locks the quote's row.

/** The person a row names: their name, else their e-mail; null once the account is gone. */
const personColumn = sql<
  string | null
>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

/** The offers sent of the given quotes, by quote and version, and their lines in order. */
export async function selectOffersOf(db: Executor, quoteIds: number[]) {
  if (quoteIds.length === 0) return [];
  const [sent, lines] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(inList(offers.quoteId, quoteIds))
      .orderBy(asc(offers.quoteId), asc(offers.version)),
    db
      .select({
        offerId: offerLines.offerId,
        articleId: offerLines.articleId,
        reference: offerLines.reference,
        designation: offerLines.designation,
        quantity: offerLines.quantity,
        unitPriceHtCents: offerLines.unitPriceHtCents,
        discountBasisPoints: offerLines.discountBasisPoints,
        vatBasisPoints: offerLines.vatBasisPoints,
        leadTime: offerLines.leadTime,
      })
      .from(offerLines)
      .innerJoin(offers, eq(offers.id, offerLines.offerId))
      .where(inList(offers.quoteId, quoteIds))
      .orderBy(asc(offerLines.offerId), asc(offerLines.position)),
  ]);
  return sent.map((offer) => ({
    ...offer,
    lines: lines
      .filter((line) => line.offerId === offer.id)
      .map(({ offerId: _, ...line }): OfferLineRow => line),
  }));
}

/** The offers sent of one quote, oldest first. */
export const selectOffers = (db: Executor, quoteId: number) => selectOffersOf(db, [quoteId]);

export type OfferRow = Awaited<ReturnType<typeof selectOffers>>[number];

/** The staff's draft of a quote with who saved it last; undefined before the first save. */
export async function selectDraft(db: Executor, quoteId: number) {
  const [draft] = await db
    .select({
      version: offerDrafts.version,
      lines: offerDrafts.lines,
      shippingHtCents: offerDrafts.shippingHtCents,
      validUntil: offerDrafts.validUntil,
      leadTime: offerDrafts.leadTime,
      message: offerDrafts.message,
      savedAt: offerDrafts.savedAt,
      savedBy: personColumn,
    })
    .from(offerDrafts)
    .leftJoin(users, eq(users.id, offerDrafts.savedByUserId))
    .where(eq(offerDrafts.quoteId, quoteId));
  return draft;
}

export type DraftRow = NonNullable<Awaited<ReturnType<typeof selectDraft>>>;

/** The negotiation's steps of a quote, oldest first, with who took them. */
export function selectEvents(db: Executor, quoteId: number) {
  return db
    .select({
      kind: quoteEvents.kind,
      at: quoteEvents.at,
      byUserId: quoteEvents.byUserId,
      by: personColumn,
      offerVersion: quoteEvents.offerVersion,
      detail: quoteEvents.detail,
    })
    .from(quoteEvents)
    .leftJoin(users, eq(users.id, quoteEvents.byUserId))
    .where(eq(quoteEvents.quoteId, quoteId))
    .orderBy(asc(quoteEvents.at), asc(quoteEvents.id));
}

export type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

/** What a draft's catalogue lines take from their articles. */
interface OfferArticleRow {
  id: number;
  crmId: string;
  label: string;
  brandName: string | null;
}

/**
 * What a draft's save reads, in one round trip: the quote's negotiation state (none for an
 * unknown quote), the name of who saves, and the articles its catalogue lines name.
 */
export async function selectDraftContext(
  db: Executor,
  quoteId: number,
  byUserId: number,
  articleIds: number[],
) {
  const [row] = await db
    .select({
      state: quotes.negotiationState,
      saver: sql<
        string | null
      >`(select ${personColumn} from ${users} where ${users.id} = ${byUserId})`,
      articles: sql<OfferArticleRow[]>`(select coalesce(json_agg(json_build_object(
        'id', ${articles.id},
        'crmId', ${articles.crmId},
        'label', ${articles.label},
        'brandName', ${articles.brandName})), '[]')
        from ${articles} where ${inList(articles.id, articleIds)})`,
    })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  return row;
}

type DraftValues = Omit<typeof offerDrafts.$inferInsert, 'quoteId' | 'version' | 'savedAt'>;

/**
 * Saves the whole draft if nobody saved it since `expectedVersion` (0: never saved), in one
 * statement: the insert of the first save and the update of the next ones both carry the
 * check. The new version and its time, or undefined when the check failed.
 */
export async function saveDraft(
  db: Database,
  quoteId: number,
  expectedVersion: number,
  values: DraftValues,
  now: Date,
): Promise<{ version: number; savedAt: Date } | undefined> {
  const row = { ...values, savedAt: now };
  const [saved] = await db
    .insert(offerDrafts)
    .values({ quoteId, version: 1, ...row })
    .onConflictDoUpdate({
      target: offerDrafts.quoteId,
      set: { ...row, version: sql`${offerDrafts.version} + 1` },
      setWhere: eq(offerDrafts.version, expectedVersion),
    })
    .returning({ version: offerDrafts.version, savedAt: offerDrafts.savedAt });
  return saved;
}

/** The quote as a negotiation step reads and locks it. */
export async function lockQuote(tx: Executor, quoteId: number) {
  const [quote] = await tx
    .select({
      id: quotes.id,
      userId: quotes.userId,
      pipeStatus: quotes.pipeStatus,
      negotiationState: quotes.negotiationState,
      offerVersion: quotes.offerVersion,
      offerValidUntil: quotes.offerValidUntil,
    })
    .from(quotes)
    .where(eq(quotes.id, quoteId))
    .for('update');
  return quote;
}

export type LockedQuote = NonNullable<Awaited<ReturnType<typeof lockQuote>>>;

/** What a negotiation step writes besides its own rows. */
export interface NegotiationStep {
  event: NegotiationEvent;
  state: StoredNegotiationState;
  pipeStatus: PipeStatus;
  byUserId: number | null;
  detail: string;
  offerVersion: number;
  /** The quote's other columns the step sets (the last offer, the purchase order). */
  quoteColumns: Partial<typeof quotes.$inferInsert>;
  /** The mails, given the staff's addresses. */
  mails: (staff: string[]) => OutgoingMail[];
}

const EVENT_KIND = {
  send_offer: 'offer_sent',
  accept: 'accepted',
  ask_changes: 'changes_requested',
  decline: 'declined',
} as const;

/**
 * One negotiation step, all or nothing: the quote's row is locked while `decide` reads it
 * and says what the step writes (or throws the refusal), then the quote, its status
 * history when the processing status moves, the event and the mails are written.
 */
export function negotiationStep<T>(
  db: Database,
  quoteId: number,
  decide: (
    quote: LockedQuote,
    tx: Executor,
  ) => Promise<{ step: NegotiationStep; result: T } | undefined>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId);
    if (!quote) return undefined;
    const decided = await decide(quote, tx);
    if (!decided) return undefined;
    const { step, result } = decided;
    await tx
      .update(quotes)
      .set({ ...step.quoteColumns, negotiationState: step.state, pipeStatus: step.pipeStatus })
      .where(eq(quotes.id, quoteId));
    if (step.pipeStatus !== quote.pipeStatus) {
      await tx.insert(quoteStatusHistory).values({
        quoteId,
        fromStatus: quote.pipeStatus,
        toStatus: step.pipeStatus,
        byUserId: step.byUserId,
      });
    }
    await tx.insert(quoteEvents).values({
      quoteId,
      kind: EVENT_KIND[step.event],
      byUserId: step.byUserId,
      offerVersion: step.offerVersion,
      detail: step.detail,
    });
    for (const mail of step.mails(await staffRecipients(tx))) await enqueueMail(tx, mail);
    return result;
  });
}

/** Writes offer version `version` of a quote and its lines, frozen from then on. */
export async function insertOffer(
  tx: Executor,
  offer: Omit<typeof offers.$inferInsert, 'id'>,
  lines: readonly OfferLineRow[],
): Promise<void> {
  const [stored] = await tx.insert(offers).values(offer).returning({ id: offers.id });
  if (!stored || lines.length === 0) return;
  await tx
    .insert(offerLines)
    .values(lines.map((line, position) => ({ ...line, offerId: stored.id, position })));
}
