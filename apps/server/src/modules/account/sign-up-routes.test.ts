import { EMAIL_TAKEN, VERIFICATION_LINK_INVALID } from '@labo/domain/account-messages';
import {
  EMAIL_INVALID,
  PASSWORD_ONLY_SPACES,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
} from '@labo/domain/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstRow } from '#db/database';
import { accountTokens, mailOutbox, quotes, users } from '#db/schema';
import { verifyPassword } from '#modules/auth/auth-public';
import { signUserToken } from '#test/auth-fixtures';
import { insertPricedArticle, postQuote, quoteRequest } from '#test/quote-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';
import { resetDatabase } from '#test/test-database';
import { hashAccountToken } from './account-tokens';

// docs/product/accounts.md#account-creation and #e-mail-verification.

const PUBLIC_URL = 'https://labo.example/';
const EMAIL = 'marie.curie@example.org';
const signUp = {
  firstName: 'Marie',
  lastName: 'Curie',
  phone: '01 02 03 04 05',
  email: EMAIL,
  password: 'radium-1898',
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());
beforeEach(() => resetDatabase(t.database));

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
const createAccount = (payload: unknown = signUp) => post('/exposed/create/account', payload);
const verify = (token: string) => post('/exposed/account/verify', { token });

/** The token of the newest verification link in the outbox. */
async function lastVerificationToken(): Promise<string> {
  const mails = await t.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
  const text = mails.at(-1)?.textBody ?? '';
  const token = /https:\/\/labo\.example\/account\/verify\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no verification link in:\n${text}`);
  return token;
}

const countsOf = async () => ({
  users: await t.database.db.$count(users),
  tokens: await t.database.db.$count(accountTokens),
  mails: await t.database.db.$count(mailOutbox),
});

describe('POST /exposed/create/account', () => {
  it('creates an unverified customer and queues the verification mail with its link', async () => {
    const res = await createAccount({ ...signUp, email: ' Marie.Curie@Example.ORG ' });
    expect(res.statusCode, res.body).toBe(201);
    const { id, email } = res.json();
    expect(email).toBe(EMAIL);
    const user = firstRow(await t.database.db.select().from(users).where(eq(users.id, id)));
    expect(user).toMatchObject({
      email: EMAIL,
      firstName: 'Marie',
      phone: '01 02 03 04 05',
      roles: ['ROLE_USER'],
      verified: false,
    });
    expect(await verifyPassword('radium-1898', user.passwordHash)).toBe(true);

    const [mail] = await t.database.db.select().from(mailOutbox);
    expect(mail?.toAddresses).toEqual([EMAIL]);
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail');
    const token = await lastVerificationToken();
    expect(mail?.htmlBody).toContain(`href="https://labo.example/account/verify/${token}"`);
    // Only the hash is stored, valid for 7 days.
    const [stored] = await t.database.db.select().from(accountTokens);
    expect(stored).toMatchObject({ purpose: 'email_verification', usedAt: null });
    expect(stored?.tokenHash).toBe(hashAccountToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const days = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('needs only the address and the password', async () => {
    const res = await createAccount({ email: EMAIL, password: 'radium-88' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('answers 409 for an address that has an account, whatever its case, storing nothing', async () => {
    expect((await createAccount()).statusCode).toBe(201);
    const before = await countsOf();
    const res = await createAccount({ ...signUp, email: 'MARIE.CURIE@example.org' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'email_taken', message: EMAIL_TAKEN });
    expect(await countsOf()).toEqual(before);
  });

  it('answers 400 with fields for an invalid address or a short password', async () => {
    const res = await createAccount({ ...signUp, email: 'marie@', password: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_input',
      fields: { email: EMAIL_INVALID, password: PASSWORD_TOO_SHORT },
    });
    expect(await countsOf()).toEqual({ users: 0, tokens: 0, mails: 0 });
  });

  // docs/security.md#passwords
  it('refuses a password of 7 characters, of spaces only, or among the most common', async () => {
    for (const [password, message] of [
      ['radium7', PASSWORD_TOO_SHORT],
      [' '.repeat(12), PASSWORD_ONLY_SPACES],
      ['password1', PASSWORD_TOO_COMMON],
      ['AZERTYUIOP', PASSWORD_TOO_COMMON],
      ['12345678', PASSWORD_TOO_COMMON],
    ]) {
      const res = await createAccount({ ...signUp, password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().fields, password).toEqual({ password: message });
    }
    expect(await countsOf()).toEqual({ users: 0, tokens: 0, mails: 0 });
    // Eight characters, one of them not a space, and not a common one: accepted.
    expect((await createAccount({ ...signUp, password: '   rad  ' })).statusCode).toBe(201);
  });

  it('answers 400, never a 500, to NUL bytes, huge strings and wrong types', async () => {
    for (const payload of [
      { ...signUp, firstName: 'Ma\u0000rie' },
      { ...signUp, lastName: 'x'.repeat(5000) },
      { ...signUp, phone: 42 },
      { ...signUp, email: ['a@b.fr'] },
      { ...signUp, password: null },
      { ...signUp, password: 'x'.repeat(201) },
      [1, 2],
    ]) {
      const res = await createAccount(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    expect(await countsOf()).toEqual({ users: 0, tokens: 0, mails: 0 });
  });
});

describe('POST /exposed/account/verify', () => {
  it('verifies the address once: the link is single use', async () => {
    const { id } = (await createAccount()).json();
    const token = await lastVerificationToken();
    const res = await verify(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: EMAIL, verified: true });
    const info = await t.app.inject({
      url: '/api/protected/self/info',
      headers: { authorization: `Bearer ${signUserToken(t.app, { id })}` },
    });
    expect(info.json()).toMatchObject({ verified: true });

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'invalid_token', message: VERIFICATION_LINK_INVALID });
  });

  it('refuses an unknown or expired token', async () => {
    await createAccount();
    const token = await lastVerificationToken();
    for (const unknown of ['unknown', `${token}x`, token.toUpperCase()]) {
      expect((await verify(unknown)).statusCode).toBe(400);
    }
    await t.database.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await verify(token)).json()).toMatchObject({ error: 'invalid_token' });
    expect(firstRow(await t.database.db.select().from(users)).verified).toBe(false);
  });

  it('answers 400, never a 500, to a malformed body', async () => {
    for (const payload of [{}, { token: 7 }, { token: '\u0000' }, { token: 'x'.repeat(300) }]) {
      expect((await post('/exposed/account/verify', payload)).statusCode).toBe(400);
    }
  });

  it("links the address's anonymous quotes to the account, and no one else's", async () => {
    const article = await insertPricedArticle(t.database.db, 'DUR-1', { basePriceCents: 1250 });
    const lines = [{ article_id: article.id, quantity: 1 }];
    for (const email of ['Marie.Curie@Example.org', EMAIL, 'pierre@example.org']) {
      expect((await postQuote(t, quoteRequest(lines, { email }))).statusCode).toBe(201);
    }
    const { id } = (await createAccount()).json();
    // Not before the address is verified.
    expect(await t.database.db.$count(quotes, eq(quotes.userId, id))).toBe(0);
    expect((await verify(await lastVerificationToken())).statusCode).toBe(200);
    const owned = await t.database.db.select().from(quotes).orderBy(quotes.id);
    expect(owned.map((quote) => quote.userId)).toEqual([id, id, null]);
  });
});

describe('POST /api/protected/self/verification/resend', () => {
  it('queues a new link; using one spends the others', async () => {
    const { id } = (await createAccount()).json();
    const first = await lastVerificationToken();
    const headers = { authorization: `Bearer ${signUserToken(t.app, { id })}` };
    const res = await post('/api/protected/self/verification/resend', undefined, headers);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({});
    const second = await lastVerificationToken();
    expect(second).not.toBe(first);
    expect((await verify(second)).statusCode).toBe(200);
    expect((await verify(first)).statusCode).toBe(400);

    const verified = await post('/api/protected/self/verification/resend', undefined, headers);
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toMatchObject({ error: 'already_verified' });
  });

  it('answers 401 without a token', async () => {
    expect((await post('/api/protected/self/verification/resend', {})).statusCode).toBe(401);
  });
});
