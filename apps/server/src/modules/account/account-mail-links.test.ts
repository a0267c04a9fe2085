import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseMail, type SmtpPeer, startSmtpPeer } from '#test/smtp-peer';
import { createTestApp, type TestApp } from '#test/test-app';
import { resetDatabase } from '#test/test-database';

// The account mails as a real SMTP server receives them (decision 006): the links they carry,
// read from the received message, work (docs/product/accounts.md#account-mails).

const PUBLIC_URL = 'https://boutique.labo.example';
const EMAIL = 'rosalind@example.org';

let smtp: SmtpPeer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await resetDatabase(t.database);
  smtp.received.length = 0;
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

/** Sends the outbox, then reads the one mail received, in text and HTML. */
async function receiveOneMail() {
  await t.app.mail.drainOnce();
  expect(smtp.received).toHaveLength(1);
  const [received] = smtp.received;
  if (!received) throw new Error('no mail received');
  return { recipients: received.recipients, ...parseMail(received.raw) };
}

/** The path of the one link to the web app in both parts of a mail, checked to be the same. */
function linkPath(mail: { text: string; html: string }, pattern: RegExp): string {
  const inText = mail.text.match(pattern);
  const inHtml = mail.html.match(pattern);
  expect(inText?.[0]).toBeDefined();
  expect(inHtml?.[0]).toBe(inText?.[0]);
  return (inText?.[0] ?? '').slice(PUBLIC_URL.length);
}

describe('account mails over SMTP', () => {
  it('the verification mail arrives in French, and its link verifies the address', async () => {
    const created = await post('/exposed/create/account', {
      firstName: 'Rosalind',
      lastName: 'Franklin',
      email: EMAIL,
      password: 'helix-1952',
    });
    expect(created.statusCode, created.body).toBe(201);
    const mail = await receiveOneMail();
    expect(mail.recipients).toEqual([EMAIL]);
    expect(mail.headers.get('subject')).toBe('Confirmez votre adresse e-mail');
    expect(mail.text).toContain('Bonjour Rosalind Franklin,');
    expect(mail.text).toContain('valable 7 jours');
    const path = linkPath(mail, /https:\/\/boutique\.labo\.example\/account\/verify\/[\w-]+/);
    const token = path.split('/').at(-1);

    const verified = await post('/exposed/account/verify', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ email: EMAIL, verified: true });
  });

  it('the reset mail arrives in French, and its link sets a new password', async () => {
    await post('/exposed/create/account', { email: EMAIL, password: 'helix-1952' });
    await t.app.mail.drainOnce();
    smtp.received.length = 0;

    const requested = await post('/exposed/password/reset/request', {
      userEmail: 'Rosalind@Example.org',
      env: 'production',
    });
    expect(requested.statusCode, requested.body).toBe(200);
    await t.app.deferredWork.idle();
    const mail = await receiveOneMail();
    expect(mail.recipients).toEqual([EMAIL]);
    expect(mail.headers.get('subject')).toBe('Réinitialisation de votre mot de passe');
    expect(mail.text).toContain('valable 1 heure');
    const path = linkPath(
      mail,
      /https:\/\/boutique\.labo\.example\/credentials\/recover\/[\w-]+\/\d+/,
    );
    const [, , , token, userId] = path.split('/');

    const reset = await post(`/exposed/password/${token}/user/reset`, {
      resetToken: token,
      password: 'double-helix',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ updated_user: { id: Number(userId), email: EMAIL } });
    const login = await post('/api/login_check', { email: EMAIL, password: 'double-helix' });
    expect(login.statusCode).toBe(200);
  });
});
