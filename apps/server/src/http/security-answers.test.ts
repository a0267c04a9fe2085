import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#db/schema';
import { createTestApp, type TestApp } from '#test/test-app';
import { loseDatabase } from '#test/test-database';

// docs/security.md#headers and #secrets-and-logs: the security headers on every kind of
// answer, no stack trace or SQL text in an error answer, and no password or token in the log.

const logLines: string[] = [];
let t: TestApp;
let webDir: string;

beforeAll(async () => {
  // A web build reduced to its page: enough for the HTML answer of any page path.
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-web-page-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Labo</title>');
  t = await createTestApp(
    { WEB_DIST_DIR: webDir, PUBLIC_URL: 'https://labo.example' },
    { logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } } },
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy']);
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("frame-ancestors 'self'");
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
}

describe('security headers', () => {
  it('are on an HTML page, an API answer, an error answer and a 404', async () => {
    const answers = {
      'HTML page': await t.app.inject({ url: '/verrerie' }),
      'API answer': await t.app.inject({ url: '/exposed/categories/flat' }),
      'error answer': await t.app.inject({ method: 'POST', url: '/api/login_check', payload: {} }),
      'refused token': await t.app.inject({ url: '/api/protected/self/info' }),
      'API 404': await t.app.inject({ url: '/exposed/inconnu' }),
    };
    expect(String(answers['HTML page'].headers['content-type'])).toMatch(/^text\/html/);
    expect(Object.values(answers).map((res) => res.statusCode)).toEqual([200, 200, 400, 401, 404]);
    for (const [what, res] of Object.entries(answers)) expectSecurityHeaders(res.headers, what);
  });
});

describe('passwords and tokens', () => {
  it('never reach the log: sign-up, login, renewal, reset request and reset', async () => {
    const password = 'Pipette-Jaugée-1898';
    const newPassword = 'Burette-Graduée-1903';
    const email = 'marie.curie@example.org';
    const post = (url: string, payload: Record<string, unknown>, headers = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers });
    expect((await post('/exposed/create/account', { email, password })).statusCode).toBe(201);
    const token = (await post('/api/login_check', { email, password })).json().token as string;
    const bearer = { authorization: `Bearer ${token}` };
    const renewed = (await t.app.inject({ url: '/exposed/renew/jwt', headers: bearer })).json()
      .token as string;
    await post('/exposed/password/reset/request', { userEmail: email, env: 'production' });
    await t.app.deferredWork.idle();
    // The reset mail among the others (the sign-up's), whatever order the table gives.
    const mails = await t.database.db.select().from(mailOutbox);
    const links = mails.map((mail) => /\/credentials\/recover\/([\w-]+)\//.exec(mail.textBody));
    const resetToken = links.find((link) => link !== null)?.[1] ?? '';
    expect(resetToken).not.toBe('');
    const reset = await post(`/exposed/password/${resetToken}/user/reset`, {
      resetToken,
      password: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    // A failed login with the secrets in the body is logged too (as a 401).
    await post('/api/login_check', { email, password });

    const log = logLines.join('\n');
    expect(log).toContain('/exposed/password/***/user/reset');
    for (const secret of [password, newPassword, token, renewed, resetToken]) {
      expect(log.includes(secret), secret.slice(0, 12)).toBe(false);
    }
    // Nor a piece of a token: its signature alone would be enough to spot a leak.
    expect(log.includes(token.split('.')[2] ?? '')).toBe(false);
  });
});

describe('a database failure', () => {
  it('answers 500 in French with neither stack trace nor SQL text, and is logged', async () => {
    await loseDatabase(t.database);
    const answers = [
      await t.app.inject({ url: '/exposed/featured/articles' }),
      await t.app.inject({
        method: 'POST',
        url: '/exposed/password/reset/request',
        payload: { userEmail: 'x@example.org', env: 'production' },
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toEqual({
        error: 'internal_error',
        message: expect.stringMatching(/[éèà]/),
      });
      expect(answer.body).not.toMatch(
        /select|insert|from "|\bat \w|\.ts:\d|stack|pglite|postgres/i,
      );
      expectSecurityHeaders(answer.headers, 'database failure');
    }
    expect(logLines.some((line) => line.includes('unexpected error'))).toBe(true);
  });
});
