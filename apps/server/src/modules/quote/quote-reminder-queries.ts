import { EXPIRY_REMINDER_DAYS, QUOTE_VALIDITY_DAYS } from '@labo/domain/limits';
import { quoteNumber } from '@labo/domain/quote-number';
import { expiryReminderDue } from '@labo/domain/quote-validity';
import { and, asc, gt, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '#db/database';
import { inList } from '#db/in-list';
import { quotes } from '#db/schema';
import { enqueueMail } from '#mail/mail-outbox-queries';
import { quoteExpiryReminderMail } from './quote-reminder-mail';

const DAY_MS = 86_400_000;
// Enough for a day of quotes; the sweep runs many times a day.
const REMINDER_BATCH = 500;

/**
 * Queues the expiry reminders due at `now` (docs/product/quote-request.md#expiry-reminder),
 * each once: a quote's mark and its mail commit together, and the quotes are locked with
 * SKIP LOCKED, so two server processes sweeping at the same moment never remind one quote
 * twice. Archived quotes get none. Resolves to the number queued.
 */
export function queueExpiryReminders(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({
        id: quotes.id,
        createdAt: quotes.createdAt,
        firstName: quotes.firstName,
        lastName: quotes.lastName,
        email: quotes.email,
        orderReference: quotes.orderReference,
        totalHtCents: quotes.totalHtCents,
        totalTtcCents: quotes.totalTtcCents,
      })
      .from(quotes)
      .where(
        and(
          isNull(quotes.expiryReminderQueuedAt),
          ne(quotes.pipeStatus, 'ARCHIVED'),
          // A window a day wider on each side than the rule, which Paris days decide below.
          gt(quotes.createdAt, new Date(now.getTime() - (QUOTE_VALIDITY_DAYS + 1) * DAY_MS)),
          lte(
            quotes.createdAt,
            new Date(now.getTime() - (QUOTE_VALIDITY_DAYS - EXPIRY_REMINDER_DAYS - 1) * DAY_MS),
          ),
        ),
      )
      .orderBy(asc(quotes.createdAt))
      .limit(REMINDER_BATCH)
      .for('update', { skipLocked: true });
    const due = candidates.filter((quote) => expiryReminderDue(quote.createdAt, now));
    if (due.length === 0) return 0;
    for (const quote of due) {
      await enqueueMail(
        tx,
        quoteExpiryReminderMail({ ...quote, number: quoteNumber(quote.createdAt, quote.id) }),
      );
    }
    await tx
      .update(quotes)
      .set({ expiryReminderQueuedAt: now })
      .where(
        inList(
          quotes.id,
          due.map((quote) => quote.id),
        ),
      );
    return due.length;
  });
}
