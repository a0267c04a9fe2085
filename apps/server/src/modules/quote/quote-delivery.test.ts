import { IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_REUSED } from '@labo/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstRow } from '#db/database';
import { mailOutbox, quotes, users } from '#db/schema';
import { seedStaffRecipients } from '#mail/staff-recipients-queries';
import { signUserToken } from '#test/auth-fixtures';
import {
  CUSTOMER_EMAIL,
  insertPricedArticle,
  postQuote,
  quoteRequest,
  storedCounts,
} from '#test/quote-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';
import { resetDatabase } from '#test/test-database';
import { QUOTE_BODY_LIMIT, QUOTE_RATE_LIMIT } from './quote-routes';

// What happens around a stored quote: its mails, the duplicate guard and the limits.

const STAFF = ['ventes@labo.example', 'direction@labo.example'];

let t: TestApp;
let payload: Record<string, unknown>;

beforeAll(async () => {
  // As behind a reverse proxy on the same host (README.md#configuration).
  t = await createTestApp({ TRUSTED_PROXIES: '127.0.0.1,::1' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  await seedStaffRecipients(t.database.db, STAFF);
  const article = await insertPricedArticle(t.database.db, 'DUR-1', { basePriceCents: 1250 });
  payload = quoteRequest([{ article_id: article.id, quantity: 2 }]);
});

const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });

describe('quote mails', () => {
  it('queues the staff mail and the customer confirmation with the quote', async () => {
    const res = await postQuote(t, payload);
    expect(res.statusCode, res.body).toBe(201);
    const mails = await t.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(mails.map((m) => m.toAddresses)).toEqual([STAFF, [CUSTOMER_EMAIL]]);
    for (const mail of mails) expect(mail.subject).toContain(res.json().sort_number);
  });

  it('stores what the customer typed as typed, in the quote and in both mails', async () => {
    // Quotes, backslashes, braces, commas and the word NULL: the characters that JSON and
    // array parameters must escape on the way to the database.
    const comment = 'Livrer "avant" 10h, {quai} C:\\entrepôt\nNULL';
    const res = await postQuote(t, { ...payload, lastName: 'NULL', comment });
    expect(res.statusCode, res.body).toBe(201);
    const [quote] = await t.database.db.select().from(quotes);
    expect(quote).toMatchObject({ lastName: 'NULL', comment });
    const mails = await t.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.textBody).toContain(comment);
      expect(mail.htmlBody).toContain('Livrer &quot;avant&quot; 10h, {quai} C:\\entrepôt<br>NULL');
    }
    expect(mails[0]?.replyTo).toBe(CUSTOMER_EMAIL);
    expect(mails[1]?.replyTo).toBeNull();
  });

  it('queues only the confirmation when no staff address is set', async () => {
    await t.database.db.execute(sql`delete from settings`);
    expect((await postQuote(t, payload)).statusCode).toBe(201);
    const mails = await t.database.db.select().from(mailOutbox);
    expect(mails.map((m) => m.toAddresses)).toEqual([[CUSTOMER_EMAIL]]);
  });

  it('rolls the quote, its lines and its mails back together when a write fails', async () => {
    // The customer's mail, written after the staff's, fails: the staff mail already
    // inserted in the transaction must go too, and the quote with it.
    await t.database.db.execute(sql`
      create function refuse_customer_mail() returns trigger language plpgsql as $$
      begin
        if new.to_addresses @> '["marie.curie@example.org"]'::jsonb then
          raise exception 'outbox unavailable';
        end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_customer_mail before insert on mail_outbox
      for each row execute function refuse_customer_mail()`);
    try {
      const res = await postQuote(t, payload);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ error: 'internal_error' });
      expect(await storedCounts(t.database.db)).toEqual({ quotes: 0, lines: 0, mails: 0 });
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_customer_mail on mail_outbox`);
      await t.database.db.execute(sql`drop function refuse_customer_mail()`);
    }
    expect((await postQuote(t, payload)).statusCode).toBe(201);
    expect(await storedCounts(t.database.db)).toEqual({ quotes: 1, lines: 1, mails: 2 });
  });
});

describe('duplicate-submission guard (Idempotency-Key)', () => {
  it('answers a repeated key with the first answer and stores one quote', async () => {
    const first = await postQuote(t, payload, withKey('send-1'));
    const again = await postQuote(t, payload, withKey('send-1'));
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await storedCounts(t.database.db)).toEqual({ quotes: 1, lines: 1, mails: 2 });

    const other = await postQuote(t, payload, withKey('send-2'));
    expect(other.json().id).not.toBe(first.json().id);
    // Without a key, nothing is deduplicated: two clicks are two quotes.
    await postQuote(t, payload);
    await postQuote(t, payload);
    expect((await storedCounts(t.database.db)).quotes).toBe(4);
  });

  it('stores one quote when two sends with one key arrive together', async () => {
    const [a, b] = await Promise.all([
      postQuote(t, payload, withKey('double-click')),
      postQuote(t, payload, withKey('double-click')),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([201, 201]);
    expect(a?.json()).toEqual(b?.json());
    expect(await storedCounts(t.database.db)).toEqual({ quotes: 1, lines: 1, mails: 2 });
  });

  it('takes a reordered or re-spaced body for the same request', async () => {
    const first = await postQuote(t, payload, withKey('send-1'));
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    const again = await postQuote(
      t,
      { ...reordered, email: ` ${CUSTOMER_EMAIL} ` },
      withKey('send-1'),
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await storedCounts(t.database.db)).quotes).toBe(1);
  });

  it('refuses the key with 422 when the body differs, sequentially or at the same moment', async () => {
    const first = await postQuote(t, payload, withKey('send-1'));
    expect(first.statusCode, first.body).toBe(201);
    const changed = { ...payload, comment: 'Livraison le soir' };
    const reused = await postQuote(t, changed, withKey('send-1'));
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      error: 'idempotency_key_reused',
      message: IDEMPOTENCY_KEY_REUSED,
    });
    expect(await storedCounts(t.database.db)).toEqual({ quotes: 1, lines: 1, mails: 2 });

    const together = await Promise.all([
      postQuote(t, payload, withKey('send-2')),
      postQuote(t, changed, withKey('send-2')),
    ]);
    expect(together.map((res) => res.statusCode).sort()).toEqual([201, 422]);
    expect(await storedCounts(t.database.db)).toEqual({ quotes: 2, lines: 2, mails: 4 });
  });

  it('scopes keys to the client: the same key from two clients makes two quotes', async () => {
    const customer = async (email: string) => {
      const user = firstRow(
        await t.database.db.insert(users).values({ email, passwordHash: 'unused' }).returning(),
      );
      const token = signUserToken(t.app, user);
      const headers = { authorization: `Bearer ${token}`, 'idempotency-key': 'send-1' };
      return { id: user.id, headers };
    };
    const marie = await customer(CUSTOMER_EMAIL);
    const pierre = await customer('pierre.curie@example.org');
    const sends = [
      // Two visitors, told apart by their e-mail.
      await postQuote(t, payload, withKey('send-1')),
      await postQuote(t, { ...payload, email: 'pierre.curie@example.org' }, withKey('send-1')),
      // Two customers logged in, and a customer apart from a visitor with their e-mail.
      await postQuote(t, payload, { headers: marie.headers }),
      await postQuote(t, payload, { headers: pierre.headers }),
    ];
    expect(sends.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(sends.map((res) => res.json().id)).size).toBe(4);
    const stored = await t.database.db.select({ userId: quotes.userId }).from(quotes);
    expect(stored.map((q) => q.userId).sort()).toEqual([marie.id, pierre.id, null, null].sort());
    // Each client's retry still gets its own first answer.
    const retried = await postQuote(t, payload, { headers: pierre.headers });
    expect(retried.json()).toEqual(sends[3]?.json());
    expect((await storedCounts(t.database.db)).quotes).toBe(4);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(201)],
    ['not printable ASCII', 'clé-1'],
  ])('refuses a key that is %s', async (_case, key) => {
    const res = await postQuote(t, payload, withKey(key));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'idempotency-key': IDEMPOTENCY_KEY_INVALID });
    expect((await storedCounts(t.database.db)).quotes).toBe(0);
  });
});

describe('anti-abuse limits', () => {
  it(`allows ${QUOTE_RATE_LIMIT.max} quotes per 10 minutes per address, then 429`, async () => {
    const address = '203.0.113.20';
    const empty = quoteRequest([]);
    expect((await postQuote(t, payload, { remoteAddress: address })).statusCode).toBe(201);
    for (let i = 1; i < QUOTE_RATE_LIMIT.max; i++) {
      // Refused requests count too.
      expect((await postQuote(t, empty, { remoteAddress: address })).statusCode).toBe(400);
    }
    const limited = await postQuote(t, payload, { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      error: 'too_many_requests',
      message: expect.any(String),
    });
    // A client behind a local proxy is counted under its own address.
    const relayed = await postQuote(t, payload, { headers: { 'x-forwarded-for': address } });
    expect(relayed.statusCode).toBe(429);
    // Another address and this machine's own calls (the benchmark) are not limited.
    expect((await postQuote(t, payload, { remoteAddress: '203.0.113.21' })).statusCode).toBe(201);
    expect((await postQuote(t, payload)).statusCode).toBe(201);
  });

  it('refuses a body over the limit with 413 JSON', async () => {
    const huge = { ...payload, comment: 'x'.repeat(QUOTE_BODY_LIMIT) };
    const res = await postQuote(t, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'payload_too_large', message: expect.any(String) });
    expect((await storedCounts(t.database.db)).quotes).toBe(0);
  });
});
