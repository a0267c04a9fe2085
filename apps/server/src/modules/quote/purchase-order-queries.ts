import { PURCHASE_ORDER_DOCUMENTS_MAX } from '@labo/domain/limits';
import { desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '#db/database';
import { purchaseOrderDocuments, quoteEvents, quotes } from '#db/schema';
import { enqueueMail } from '#mail/mail-outbox-queries';
import type { OutgoingMail } from '#mail/outgoing-mail';
import { staffRecipients } from '#mail/staff-recipients-queries';
import { lockQuote } from './offer-queries';

// SQL of the purchase order's PDF (docs/product/offers.md#purchase-order-document): every
// document attached is kept, the last one is the order's.

/** What the checks before an upload read of a quote: its owner, its state, its mail's facts. */
export async function selectAttachContext(db: Executor, quoteId: number) {
  const [quote] = await db
    .select({
      id: quotes.id,
      userId: quotes.userId,
      negotiationState: quotes.negotiationState,
      createdAt: quotes.createdAt,
      firstName: quotes.firstName,
      lastName: quotes.lastName,
      email: quotes.email,
    })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  return quote;
}

export type AttachContext = NonNullable<Awaited<ReturnType<typeof selectAttachContext>>>;

/** The last document attached to a quote, without its bytes; undefined while none is. */
export async function selectLatestDocument(db: Executor, quoteId: number) {
  const [document] = await db
    .select({
      id: purchaseOrderDocuments.id,
      fileName: purchaseOrderDocuments.fileName,
      sizeBytes: purchaseOrderDocuments.sizeBytes,
      uploadedAt: purchaseOrderDocuments.uploadedAt,
    })
    .from(purchaseOrderDocuments)
    .where(eq(purchaseOrderDocuments.quoteId, quoteId))
    .orderBy(desc(purchaseOrderDocuments.uploadedAt), desc(purchaseOrderDocuments.id))
    .limit(1);
  return document;
}

/** One document with its bytes: the quote's last one, or the one a mail names. */
export async function selectDocumentFile(
  db: Executor,
  which: { quoteId: number } | { documentId: number },
) {
  const [document] = await db
    .select({ fileName: purchaseOrderDocuments.fileName, bytes: purchaseOrderDocuments.bytes })
    .from(purchaseOrderDocuments)
    .where(
      'documentId' in which
        ? eq(purchaseOrderDocuments.id, which.documentId)
        : eq(purchaseOrderDocuments.quoteId, which.quoteId),
    )
    .orderBy(desc(purchaseOrderDocuments.uploadedAt), desc(purchaseOrderDocuments.id))
    .limit(1);
  return document;
}

/** A document to store, as received and checked. */
export interface NewDocument {
  fileName: string;
  bytes: Buffer;
  byUserId: number | null;
}

/**
 * Stores a document, its step of the history and the staff's mail, all or nothing, while
 * the quote's row is locked; refused when the quote is not (or no longer) an order, or
 * holds as many documents as it may.
 */
export function insertDocument(
  db: Database,
  quoteId: number,
  document: NewDocument,
  mails: (documentId: number, staff: string[]) => OutgoingMail[],
): Promise<'stored' | 'not_an_order' | 'full'> {
  return db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId);
    if (quote?.negotiationState !== 'accepted') return 'not_an_order';
    const held = await tx.$count(
      purchaseOrderDocuments,
      eq(purchaseOrderDocuments.quoteId, quoteId),
    );
    if (held >= PURCHASE_ORDER_DOCUMENTS_MAX) return 'full';
    const [stored] = await tx
      .insert(purchaseOrderDocuments)
      .values({ quoteId, ...document, sizeBytes: document.bytes.length })
      .returning({ id: purchaseOrderDocuments.id });
    if (!stored) return 'not_an_order';
    await tx.insert(quoteEvents).values({
      quoteId,
      kind: 'purchase_order_attached',
      byUserId: document.byUserId,
      offerVersion: quote.offerVersion,
      detail: document.fileName,
    });
    for (const mail of mails(stored.id, await staffRecipients(tx))) await enqueueMail(tx, mail);
    return 'stored';
  });
}
