import { LOGIN_FAILED } from '@labo/domain/account-messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstRow } from '#db/database';
import { loginFailures, users } from '#db/schema';
import { signUserToken, TEST_HASH_COST } from '#test/auth-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';
import { resetDatabase } from '#test/test-database';
import { hashPassword } from './password-hash';

// docs/product/accounts.md#login-call, #login-rate-limit and #token-renewal.

const EMAIL = 'marie.curie@example.org';
const PASSWORD = 'radium-1898';
const CLIENT_IP = '203.0.113.7';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  await t.database.db
    .insert(users)
    .values({ email: EMAIL, passwordHash: await hashPassword(PASSWORD, TEST_HASH_COST) });
});

function login(payload: unknown, remoteAddress = CLIENT_IP) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });
}

const wrong = (email = EMAIL) => ({ email, password: 'polonium' });

async function failFiveTimes(email = EMAIL, remoteAddress = CLIENT_IP) {
  for (let i = 0; i < 5; i++)
    expect((await login(wrong(email), remoteAddress)).statusCode).toBe(401);
}

describe('POST /api/login_check', () => {
  it('answers a token that opens the protected calls', async () => {
    const res = await login({ email: EMAIL, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json();
    const info = await t.app.inject({
      url: '/api/protected/self/info',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.json()).toMatchObject({ email: EMAIL, roles: ['ROLE_USER'], verified: false });
  });

  // docs/product/accounts.md#password-rule: the rule of 8 characters is for new passwords.
  it('still logs in an account whose password predates the 8-character rule', async () => {
    await t.database.db.insert(users).values({
      email: 'ancien@example.org',
      passwordHash: await hashPassword('radium', TEST_HASH_COST),
    });
    const res = await login({ email: 'ancien@example.org', password: 'radium' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('compares the address whatever its case and its surrounding blanks', async () => {
    const res = await login({ email: '  Marie.CURIE@Example.org ', password: PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown address with the same 401', async () => {
    for (const payload of [wrong(), { email: 'nobody@example.org', password: PASSWORD }]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'invalid_credentials', message: LOGIN_FAILED });
    }
    // The password is compared exactly.
    expect((await login({ email: EMAIL, password: PASSWORD.toUpperCase() })).statusCode).toBe(401);
  });

  it('answers 400 to a malformed body, never a 500', async () => {
    for (const payload of [
      {},
      { email: EMAIL },
      { email: EMAIL, password: 42 },
      { email: ['x'], password: PASSWORD },
      { email: `${EMAIL}\u0000`, password: PASSWORD },
      { email: EMAIL, password: 'x'.repeat(201) },
    ]) {
      const res = await login(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_input' });
    }
  });
});

describe('the login rate limit', () => {
  it('refuses the 6th attempt in 15 minutes with 429 and Retry-After, even with the right password', async () => {
    await failFiveTimes();
    const res = await login({ email: EMAIL, password: PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: 'too_many_attempts' });
    expect(res.json().message).toMatch(/^Trop de tentatives de connexion .* 15 minutes\.$/);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('counts an address whatever its case', async () => {
    await failFiveTimes('MARIE.curie@example.org');
    expect((await login(wrong())).statusCode).toBe(429);
  });

  it('leaves another client address and another e-mail address unaffected', async () => {
    await t.database.db.insert(users).values({
      email: 'pierre@example.org',
      passwordHash: await hashPassword(PASSWORD, TEST_HASH_COST),
    });
    await failFiveTimes();
    expect((await login({ email: EMAIL, password: PASSWORD }, '198.51.100.1')).statusCode).toBe(
      200,
    );
    expect((await login({ email: 'pierre@example.org', password: PASSWORD })).statusCode).toBe(200);
  });

  it('lets the address try again once the oldest failure is 15 minutes old', async () => {
    await failFiveTimes();
    // The window slides: the oldest failure leaving it frees one attempt.
    const [oldest] = await t.database.db.select().from(loginFailures).orderBy(loginFailures.id);
    await t.database.db.execute(
      sql`update login_failures set failed_at = now() - interval '16 minutes' where id = ${oldest?.id}`,
    );
    expect((await login(wrong())).statusCode).toBe(401);
    expect((await login(wrong())).statusCode).toBe(429);
  });

  it('does not lengthen the wait with refused attempts, and a success clears the failures', async () => {
    for (let i = 0; i < 4; i++) await login(wrong());
    expect((await login({ email: EMAIL, password: PASSWORD })).statusCode).toBe(200);
    await failFiveTimes();
    for (let i = 0; i < 3; i++) expect((await login(wrong())).statusCode).toBe(429);
    expect(await t.database.db.$count(loginFailures)).toBe(5);
  });

  it('lets only five of many attempts sent together be tried', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(wrong())));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(7);
  });

  it('removes failures older than the window', async () => {
    await login(wrong('old@example.org'));
    await t.database.db.execute(
      sql`update login_failures set failed_at = now() - interval '1 hour'`,
    );
    await login(wrong());
    const rows = await t.database.db.select().from(loginFailures);
    expect(rows.map((row) => row.email)).toEqual([EMAIL]);
  });
});

describe('GET /exposed/renew/jwt', () => {
  const renew = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/exposed/renew/jwt', headers });

  it('answers a fresh one-day token for a valid one', async () => {
    const user = firstRow(await t.database.db.select().from(users));
    const old = t.app.jwt.sign(
      { sub: String(user.id), ver: 0 },
      { clockTimestamp: Date.now() - 23 * 3600 * 1000 },
    );
    const res = await renew({ authorization: `Bearer ${old}` });
    expect(res.statusCode, res.body).toBe(200);
    const claims = t.app.jwt.decode<{ exp: number; sub: string }>(res.json().token);
    expect(claims?.sub).toBe(String(user.id));
    expect((claims?.exp ?? 0) * 1000 - Date.now()).toBeGreaterThan(23.9 * 3600 * 1000);
  });

  // docs/product/accounts.md#session-lifetime
  it('keeps the login time through renewals and refuses them 30 days after the login', async () => {
    const user = firstRow(await t.database.db.select().from(users));
    const logged = (await login({ email: EMAIL, password: PASSWORD })).json().token;
    const authTime = t.app.jwt.decode<{ auth_time: number }>(logged)?.auth_time ?? 0;
    expect(Math.abs(authTime * 1000 - Date.now())).toBeLessThan(60_000);
    const renewed = (await renew({ authorization: `Bearer ${logged}` })).json().token;
    expect(t.app.jwt.decode<{ auth_time: number }>(renewed)?.auth_time).toBe(authTime);

    const day = 24 * 3600;
    const sign = (loggedSecondsAgo: number) => {
      const at = Math.floor(Date.now() / 1000) - loggedSecondsAgo;
      return `Bearer ${t.app.jwt.sign({ sub: String(user.id), ver: 0, auth_time: at })}`;
    };
    // An hour left: the renewed token lasts that hour, not a day past the 30 days.
    const late = (await renew({ authorization: sign(30 * day - 3600) })).json().token;
    const lateClaims = t.app.jwt.decode<{ exp: number; auth_time: number }>(late);
    // Within the second the signing may have crossed.
    const lasts = (lateClaims?.exp ?? 0) - (lateClaims?.auth_time ?? 0);
    expect(lasts).toBeLessThanOrEqual(30 * day);
    expect(lasts).toBeGreaterThanOrEqual(30 * day - 1);
    const res = await renew({ authorization: sign(30 * day) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'unauthorized' });
  });

  it('answers 401 without a token, with an expired one and for a deleted user', async () => {
    const user = firstRow(await t.database.db.select().from(users));
    const expired = t.app.jwt.sign(
      { sub: String(user.id), ver: 0 },
      { clockTimestamp: Date.now() - 25 * 3600 * 1000 },
    );
    expect((await renew()).statusCode).toBe(401);
    expect((await renew({ authorization: `Bearer ${expired}` })).statusCode).toBe(401);
    const token = signUserToken(t.app, user);
    await t.database.db.delete(users);
    const res = await renew({ authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'unauthorized' });
  });
});

describe('POST /api/protected/self/logout', () => {
  it('ends the token presented and every other token of the user, and only theirs', async () => {
    await t.database.db.insert(users).values({ email: 'autre@example.org', passwordHash: 'x' });
    const [marie, other] = await t.database.db.select().from(users).orderBy(users.id);
    const first = { authorization: `Bearer ${signUserToken(t.app, marie ?? { id: 0 })}` };
    const second = (await login({ email: EMAIL, password: PASSWORD })).json().token;
    const others = { authorization: `Bearer ${signUserToken(t.app, other ?? { id: 0 })}` };
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/protected/self/logout',
      headers: first,
    });
    expect(out.statusCode, out.body).toBe(204);
    for (const headers of [first, { authorization: `Bearer ${second}` }]) {
      expect((await t.app.inject({ url: '/api/protected/self/info', headers })).statusCode).toBe(
        401,
      );
      expect((await t.app.inject({ url: '/exposed/renew/jwt', headers })).statusCode).toBe(401);
    }
    expect(
      (await t.app.inject({ url: '/api/protected/self/info', headers: others })).statusCode,
    ).toBe(200);
    // Logging in again opens a new session.
    expect((await login({ email: EMAIL, password: PASSWORD })).statusCode).toBe(200);
  });
});
