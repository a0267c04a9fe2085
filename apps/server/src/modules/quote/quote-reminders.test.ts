import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, quotes } from '#db/schema';
import { CUSTOMER_EMAIL, insertPricedArticle, postQuote, quoteRequest } from '#test/quote-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';
import { resetDatabase } from '#test/test-database';
import { queueExpiryReminders } from './quote-reminder-queries';

// docs/product/quote-request.md#expiry-reminder

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => resetDatabase(t.database));

// Sent at 10:00 in Paris on 26/11/2026: valid until 26/12/2026, reminded from 21/12/2026.
const SENT = new Date('2026-11-26T09:00:00Z');
const REMINDER_DAY = new Date('2026-12-21T07:00:00Z');

/** A quote of the fixtures' customer, sent at `createdAt`; its number. */
async function quoteSentAt(createdAt: Date, extra: Record<string, unknown> = {}) {
  const article = await insertPricedArticle(t.database.db, `DUR-${Math.random()}`.slice(0, 12), {
    basePriceCents: 1250,
  });
  const res = await postQuote(t, quoteRequest([{ article_id: article.id, quantity: 2 }], extra));
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json<{ id: number }>();
  await t.database.db.update(quotes).set({ createdAt }).where(eq(quotes.id, id));
  // Only the reminders are looked at: the quote's own two mails go.
  await t.database.db.delete(mailOutbox);
  return id;
}

const reminders = () => t.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
const sweep = (now: Date) => queueExpiryReminders(t.database.db, now);

describe('expiry reminder', () => {
  it('queues one mail with the devis attached when a quote enters its last five days, once', async () => {
    const id = await quoteSentAt(SENT, { orderReference: 'BC-2026-001' });

    expect(await sweep(REMINDER_DAY)).toBe(1);

    const [mail] = await reminders();
    expect(mail?.toAddresses).toEqual([CUSTOMER_EMAIL]);
    expect(mail?.subject).toBe(`Votre devis n° 202611-${id} est valable jusqu'au 26/12/2026`);
    expect(mail?.textBody).toContain(
      `Votre devis n° 202611-${id} du 26/11/2026 arrive à échéance : ses prix sont garantis jusqu'au 26/12/2026 inclus.`,
    );
    expect(mail?.textBody).toContain('Votre référence (bon de commande) : BC-2026-001');
    expect(mail?.textBody).toMatch(/Total TTC : 30,00\s€/);
    expect(mail?.attachment).toEqual({ kind: 'quote_pdf', quoteId: id });
    const [quote] = await t.database.db.select().from(quotes);
    expect(quote?.expiryReminderQueuedAt).toEqual(REMINDER_DAY);

    // Later sweeps, that day or the next ones, queue nothing more.
    expect(await sweep(new Date(REMINDER_DAY.getTime() + 15 * 60_000))).toBe(0);
    expect(await sweep(new Date('2026-12-24T07:00:00Z'))).toBe(0);
    expect(await reminders()).toHaveLength(1);
  });

  it('waits for the fifth day before the last one, and says nothing once the quote has expired', async () => {
    await quoteSentAt(SENT);
    expect(await sweep(new Date('2026-12-20T22:59:00Z'))).toBe(0);
    expect(await sweep(new Date('2026-12-26T23:00:00Z'))).toBe(0);
    expect(await reminders()).toEqual([]);
  });

  it('reminds an ongoing quote, never an archived one', async () => {
    const ongoing = await quoteSentAt(SENT);
    const archived = await quoteSentAt(SENT);
    await t.database.db
      .update(quotes)
      .set({ pipeStatus: 'ON_GOING' })
      .where(eq(quotes.id, ongoing));
    await t.database.db
      .update(quotes)
      .set({ pipeStatus: 'ARCHIVED' })
      .where(eq(quotes.id, archived));

    expect(await sweep(REMINDER_DAY)).toBe(1);
    expect((await reminders()).map((mail) => mail.attachment?.quoteId)).toEqual([ongoing]);
  });

  it('reminds each quote once when two sweeps run at the same moment', async () => {
    await quoteSentAt(SENT);
    await quoteSentAt(new Date('2026-11-25T09:00:00Z'));
    const counts = await Promise.all([sweep(REMINDER_DAY), sweep(REMINDER_DAY)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await reminders()).toHaveLength(2);
  });
});
