import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/database';
import { mailOutbox } from '#db/schema';
import { createTestDatabase, resetDatabase } from '#test/test-database';
import { claimDueMails, enqueueMail } from './mail-outbox-queries';
import type { OutgoingMail } from './outgoing-mail';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => resetDatabase(database));

const mail: OutgoingMail = {
  to: ['ventes@example.org'],
  subject: 'Nouvelle demande de devis n° 202611-1',
  text: 'texte',
  html: '<p>texte</p>',
  replyTo: 'client@example.org',
};

class Rollback extends Error {}

describe('enqueueMail', () => {
  it('writes nothing when the transaction it joined is rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('writes one pending row, due now, when the transaction commits', async () => {
    await database.db.transaction((tx) => enqueueMail(tx, mail));
    const rows = await database.db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      toAddresses: ['ventes@example.org'],
      subject: mail.subject,
      textBody: 'texte',
      htmlBody: '<p>texte</p>',
      replyTo: 'client@example.org',
      status: 'pending',
      attempts: 0,
      sentAt: null,
    });
    expect(rows[0]?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('queues nothing for an empty recipient list (no staff configured)', async () => {
    await enqueueMail(database.db, { ...mail, to: [] });
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe('claimDueMails', () => {
  it('gives each due mail to one claimer only, even when two claim at once', async () => {
    for (let i = 0; i < 6; i += 1) await enqueueMail(database.db, { ...mail, subject: `m${i}` });
    const now = new Date(Date.now() + 1000);
    const claim = () =>
      database.db.transaction((tx) =>
        claimDueMails(tx, { now, leaseUntil: new Date(now.getTime() + 60_000), limit: 4 }),
      );
    const [first, second] = await Promise.all([claim(), claim()]);
    const ids = [...(first ?? []), ...(second ?? [])].map((m) => m.id).sort((a, b) => a - b);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6]);
    expect(first?.[0]).toMatchObject({ to: mail.to, replyTo: 'client@example.org' });
    // Leased: not due again until the lease runs out.
    expect(await claim()).toEqual([]);
  });

  it('counts a mail queued within the current millisecond as due', async () => {
    // The database's clock has microseconds, the worker's Date only milliseconds: a mail
    // queued at …:00.123456 was not due at …:00.123 (a full run's flaky failure).
    await enqueueMail(database.db, mail);
    await database.db.execute(
      sql`update ${mailOutbox} set next_attempt_at = '2026-11-24 10:00:00.123456+00'`,
    );
    const now = new Date('2026-11-24T10:00:00.123Z');
    const claimed = await claimDueMails(database.db, {
      now,
      leaseUntil: new Date(now.getTime() + 60_000),
      limit: 4,
    });
    expect(claimed).toHaveLength(1);
  });
});
