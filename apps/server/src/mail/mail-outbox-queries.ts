import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '#db/database';
import { insertFromArrays } from '#db/fixed-text-inserts';
import { inList } from '#db/in-list';
import { mailOutbox } from '#db/schema';
import type { OutgoingMail } from './outgoing-mail';

// The persisted outbox (docs/architecture.md#nothing-is-lost, decision 006): a mail is a
// row written with what it reports, all or nothing, and only the worker talks to SMTP.

/** A claimed outbox row, as the worker hands it to a transport. */
export interface OutboxMessage extends OutgoingMail {
  id: number;
  attempts: number;
  createdAt: Date;
}

type MailInsert = typeof mailOutbox.$inferInsert;

/**
 * The columns a new mail fills, listed once for both ways of queuing it (below); the
 * others keep their defaults: pending, due now, no attempt yet.
 */
const NEW_MAIL_KEYS = [
  'toAddresses',
  'subject',
  'textBody',
  'htmlBody',
  'replyTo',
  'attachment',
] as const satisfies readonly (keyof MailInsert)[];

/** Exactly the columns of NEW_MAIL_KEYS, each given. */
type NewMailRow = { [K in (typeof NEW_MAIL_KEYS)[number]]-?: Exclude<MailInsert[K], undefined> };

/** The outbox row of a mail; null for a mail with no recipient, which no transport could send. */
function newMailRow(mail: OutgoingMail): NewMailRow | null {
  if (mail.to.length === 0) return null;
  return {
    toAddresses: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    replyTo: mail.replyTo ?? null,
    attachment: mail.attachment ?? null,
  };
}

/**
 * Queues a mail in the caller's transaction: it exists if and only if that transaction
 * commits. A mail with no recipient (an empty staff list) is not queued.
 */
export async function enqueueMail(executor: Executor, mail: OutgoingMail): Promise<void> {
  const row = newMailRow(mail);
  if (row) await executor.insert(mailOutbox).values(row);
}

const newMailsFromArrays = insertFromArrays(mailOutbox, NEW_MAIL_KEYS, 'mail_');

/**
 * The same rows for a statement of the caller's, which then writes its mails in the
 * statement that writes what they report: quote creation is one prepared statement
 * (docs/performance.md). `statement` has one array parameter per column, so that its text
 * is the same whatever the number of mails; `values(mails)` gives those parameters,
 * leaving out a mail with no recipient as enqueueMail does.
 */
export const newMailsInsert = {
  statement: newMailsFromArrays.statement,
  values: (mails: readonly OutgoingMail[]): Record<string, unknown[]> =>
    newMailsFromArrays.values(mails.map(newMailRow).filter((row) => row !== null)),
};

/**
 * Takes up to `limit` due mails for this process. Their next attempt moves to
 * `leaseUntil`, so another server process skips them while they are being sent (and SKIP
 * LOCKED keeps two concurrent claims apart); if this process dies mid-send, the lease
 * runs out and the mail is sent again: at least once, never lost.
 */
export async function claimDueMails(
  executor: Executor,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxMessage[]> {
  // A Date has milliseconds, the database's clock (defaultNow) microseconds: a mail queued
  // at …:00.123456 is due at …:00.123, hence "before the next millisecond".
  const nextMillisecond = new Date(options.now.getTime() + 1);
  const due = executor
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.nextAttemptAt, nextMillisecond)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const rows = await executor
    .update(mailOutbox)
    .set({ nextAttemptAt: options.leaseUntil })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      attempts: row.attempts,
      createdAt: row.createdAt,
      to: row.toAddresses,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody ?? '',
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      ...(row.attachment ? { attachment: row.attachment } : {}),
    }));
}

/** Marks mails sent, a whole batch in one statement. */
export async function markMailsSent(executor: Executor, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await executor
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: now,
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: null,
    })
    .where(inList(mailOutbox.id, ids));
}

/** Records a failed try: retried at `retryAt`, or given up when `retryAt` is null. */
export async function markMailAttemptFailed(
  executor: Executor,
  id: number,
  failure: { error: string; retryAt: Date | null },
): Promise<void> {
  await executor
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: failure.error,
      ...(failure.retryAt ? { nextAttemptAt: failure.retryAt } : { status: 'failed' as const }),
    })
    .where(eq(mailOutbox.id, id));
}

/** Gives claimed but unsent mails back at once (the worker is stopping). */
export async function releaseMails(executor: Executor, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await executor.update(mailOutbox).set({ nextAttemptAt: now }).where(inList(mailOutbox.id, ids));
}
