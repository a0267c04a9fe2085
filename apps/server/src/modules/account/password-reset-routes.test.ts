import { PASSWORD_RESET_FAILED } from '@labo/domain/account-messages';
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '@labo/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstRow } from '#db/database';
import { accountTokens, mailOutbox, users } from '#db/schema';
import { hashPassword } from '#modules/auth/auth-public';
import { signUserToken, TEST_HASH_COST } from '#test/auth-fixtures';
import { withQueryLog } from '#test/query-log';
import { createTestApp, type TestApp } from '#test/test-app';
import { createTestDatabase, resetDatabase } from '#test/test-database';
import { hashAccountToken } from './account-tokens';
import { RESET_JOB } from './password-reset-service';

// docs/product/accounts.md#password-recovery and #password-reset-call.

const PUBLIC_URL = 'https://labo.example';
const EMAIL = 'marie.curie@example.org';
const OLD_PASSWORD = 'radium-1898';
const NEW_PASSWORD = 'polonium-1898';

let t: TestApp;
const logLines: string[] = [];
let statements: string[];
let userId: number;

beforeAll(async () => {
  const logged = withQueryLog(await createTestDatabase());
  statements = logged.statements;
  t = await createTestApp(
    { PUBLIC_URL },
    {
      database: logged.database,
      logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
    },
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  const user = firstRow(
    await t.database.db
      .insert(users)
      .values({
        email: EMAIL,
        passwordHash: await hashPassword(OLD_PASSWORD, TEST_HASH_COST),
        firstName: 'Marie',
      })
      .returning(),
  );
  userId = user.id;
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
/** The request and the work it leaves for after its answer (the token and the mail). */
async function requestReset(userEmail: string) {
  const answer = await post('/exposed/password/reset/request', { userEmail, env: 'production' });
  await t.app.deferredWork.idle();
  return answer;
}
const reset = (token: string, password: string, resetToken = token) =>
  post(`/exposed/password/${token}/user/reset`, { resetToken, password });
const login = (password: string) => post('/api/login_check', { email: EMAIL, password });

/** The token of the newest reset link in the outbox, checked to name the user. */
async function lastResetToken(): Promise<string> {
  const mails = await t.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
  const text = mails.at(-1)?.textBody ?? '';
  const match = /https:\/\/labo\.example\/credentials\/recover\/([\w-]+)\/(\d+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in:\n${text}`);
  expect(Number(match[2])).toBe(userId);
  return match[1];
}

describe('POST /exposed/password/reset/request', () => {
  it('queues the reset mail for an address with an account, whatever its case', async () => {
    const res = await requestReset('Marie.Curie@EXAMPLE.org');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({});
    const [mail] = await t.database.db.select().from(mailOutbox);
    expect(mail?.toAddresses).toEqual([EMAIL]);
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail?.textBody).toContain('valable 1 heure');
    const token = await lastResetToken();
    const stored = firstRow(await t.database.db.select().from(accountTokens));
    expect(stored).toMatchObject({ purpose: 'password_reset', userId, usedAt: null });
    expect(stored.tokenHash).toBe(hashAccountToken(token));
    const minutes = (stored.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const known = await requestReset(EMAIL);
    const unknown = await requestReset('nobody@example.org');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await t.database.db.$count(mailOutbox)).toBe(1);
    expect(await t.database.db.$count(accountTokens)).toBe(1);
  });

  it('does the same before answering whether the address has an account or not', async () => {
    // docs/security.md#password-reset-timing: the token and the mail wait for the answer.
    const release = t.app.deferredWork.hold();
    try {
      const beforeAnswer = async (userEmail: string) => {
        statements.length = 0;
        const answer = await post('/exposed/password/reset/request', { userEmail });
        return { status: answer.statusCode, body: answer.body, statements: [...statements] };
      };
      const known = await beforeAnswer(EMAIL);
      const unknown = await beforeAnswer('nobody@example.org');
      expect(known.statements).toEqual([expect.stringMatching(/^select .* from "users"/)]);
      expect(unknown).toEqual(known);
      expect(t.app.deferredWork.pending()).toEqual([RESET_JOB, RESET_JOB]);
      expect(await t.database.db.$count(mailOutbox)).toBe(0);
    } finally {
      release();
    }
    await t.app.deferredWork.idle();
    expect(await t.database.db.$count(mailOutbox)).toBe(1);
    expect(await t.database.db.$count(accountTokens)).toBe(1);
  });

  it('logs a failure of the work left after the answer, which answered 200', async () => {
    logLines.length = 0;
    const release = t.app.deferredWork.hold();
    const answer = await post('/exposed/password/reset/request', { userEmail: EMAIL });
    await t.database.db.delete(users);
    release();
    await t.app.deferredWork.idle();
    expect(answer.statusCode).toBe(200);
    expect(await t.database.db.$count(mailOutbox)).toBe(0);
    const failure = logLines.map((line) => JSON.parse(line)).find((line) => line.job === RESET_JOB);
    expect(failure).toMatchObject({ level: 50, msg: 'deferred work failed' });
  });

  it('answers 400 to an invalid address or a malformed body, never a 500', async () => {
    for (const payload of [
      { userEmail: 'marie@' },
      {},
      { userEmail: 42 },
      { userEmail: '\u0000' },
    ]) {
      expect((await post('/exposed/password/reset/request', payload)).statusCode).toBe(400);
    }
  });
});

describe('POST /exposed/password/{token}/user/reset', () => {
  it('sets the new password, verifies the address and ends every earlier session', async () => {
    const oldSession = { authorization: `Bearer ${signUserToken(t.app, { id: userId })}` };
    const info = () => t.app.inject({ url: '/api/protected/self/info', headers: oldSession });
    expect((await info()).statusCode).toBe(200);
    await requestReset(EMAIL);
    const token = await lastResetToken();

    const res = await reset(token, NEW_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated_user: { id: userId, email: EMAIL } });
    expect((await info()).statusCode).toBe(401);
    const renewed = await t.app.inject({ url: '/exposed/renew/jwt', headers: oldSession });
    expect(renewed.statusCode).toBe(401);
    expect((await login(OLD_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    const freshInfo = await t.app.inject({
      url: '/api/protected/self/info',
      headers: { authorization: `Bearer ${fresh.json().token}` },
    });
    expect(freshInfo.json()).toMatchObject({ email: EMAIL, verified: true });
  });

  it('lifts the login limit of the address, so the new password works at once', async () => {
    for (let i = 0; i < 5; i++) expect((await login('wrong-password')).statusCode).toBe(401);
    expect((await login(OLD_PASSWORD)).statusCode).toBe(429);
    await requestReset(EMAIL);
    const token = await lastResetToken();
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    const fresh = await login(NEW_PASSWORD);
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('uses a token once', async () => {
    await requestReset(EMAIL);
    const token = await lastResetToken();
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await reset(token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'invalid_token', message: PASSWORD_RESET_FAILED });
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired token, an unknown one, and a body naming another token', async () => {
    await requestReset(EMAIL);
    const token = await lastResetToken();
    expect((await reset('unknown-token', NEW_PASSWORD)).json()).toMatchObject({
      error: 'invalid_token',
    });
    expect((await reset(token, NEW_PASSWORD, 'unknown-token')).statusCode).toBe(400);
    await t.database.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await reset(token, NEW_PASSWORD)).json()).toMatchObject({ error: 'invalid_token' });
    expect((await login(OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 with fields for a short password, leaving the token usable', async () => {
    await requestReset(EMAIL);
    const token = await lastResetToken();
    const res = await reset(token, 'abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { password: PASSWORD_TOO_SHORT } });
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a common password with its French message, leaving the token usable', async () => {
    await requestReset(EMAIL);
    const token = await lastResetToken();
    const res = await reset(token, 'sunshine');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { password: PASSWORD_TOO_COMMON } });
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400, never a 500, to hostile paths and bodies', async () => {
    for (const [path, payload] of [
      ['%00', { resetToken: '\u0000', password: NEW_PASSWORD }],
      ['x'.repeat(250), { resetToken: 'x'.repeat(250), password: NEW_PASSWORD }],
      ['abc', { resetToken: ['abc'], password: NEW_PASSWORD }],
      ['abc', { resetToken: 'abc', password: { x: 1 } }],
    ] as const) {
      const res = await post(`/exposed/password/${path}/user/reset`, payload);
      expect(res.statusCode, path.slice(0, 10)).toBe(400);
    }
  });

  it('logs neither the passwords nor the link token', async () => {
    logLines.length = 0;
    await requestReset(EMAIL);
    const token = await lastResetToken();
    await reset(token, NEW_PASSWORD);
    await login(NEW_PASSWORD);
    await login(OLD_PASSWORD);
    const log = logLines.join('\n');
    expect(log).toContain('/exposed/password/***/user/reset');
    for (const secret of [token, NEW_PASSWORD, OLD_PASSWORD]) expect(log).not.toContain(secret);
  });
});
