import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '#db/database';
import { mailOutbox } from '#db/schema';
import { contactSenderMail, contactStaffMail } from '#modules/contact/contact-public';
import { quoteCustomerMail, quoteStaffMail } from '#modules/quote/quote-public';
import { sampleContact, sampleQuote } from '#test/mail-fixtures';
import { readPdf } from '#test/pdf-text';
import { CUSTOMER_EMAIL, insertPricedArticle, postQuote, quoteRequest } from '#test/quote-fixtures';
import { parseMail, type SmtpPeer, startSmtpPeer } from '#test/smtp-peer';
import { createTestApp, type TestApp } from '#test/test-app';
import { createTestDatabase, resetDatabase } from '#test/test-database';
import { claimDueMails, enqueueMail } from './mail-outbox-queries';
import { smtpMailTransport } from './mail-transport';
import { MAX_MAIL_ATTEMPTS, MailWorker, retryDelayMs } from './mail-worker';
import { seedStaffRecipients } from './staff-recipients-queries';

const STAFF = ['ventes@example.org', 'direction@example.org'];
const FROM = 'Labo Test <devis@labo.example>';
const SECOND = 1000;

const peers: SmtpPeer[] = [];
const workers: MailWorker[] = [];
let testApp: TestApp | undefined;

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await testApp?.close();
  testApp = undefined;
  await Promise.all(peers.splice(0).map((peer) => peer.close()));
});

async function peer(options: Parameters<typeof startSmtpPeer>[0] = {}): Promise<SmtpPeer> {
  const started = await startSmtpPeer(options);
  peers.push(started);
  return started;
}

/** A port where nothing listens: one a peer had a moment ago. */
async function closedPort(): Promise<number> {
  const gone = await startSmtpPeer();
  await gone.close();
  return gone.port;
}

describe('mail worker with SMTP', () => {
  let database: DatabaseHandle;
  let logged: { level: 'warn' | 'error'; message: unknown }[];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    logged = [];
  });

  /** A worker that sends to `port`; the quote confirmation's PDF is a short stand-in file. */
  function worker(port: number): MailWorker {
    const created = new MailWorker({
      db: database.db,
      transport: smtpMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM }),
      log: {
        warn: (_: unknown, message?: unknown) => logged.push({ level: 'warn', message }),
        error: (_: unknown, message?: unknown) => logged.push({ level: 'error', message }),
      },
    });
    created.renderAttachments('quote_pdf', async ({ quoteId }) => ({
      fileName: `devis-${quoteId}.pdf`,
      contentType: 'application/pdf',
      body: Buffer.from(`%PDF devis ${quoteId}`),
    }));
    workers.push(created);
    return created;
  }

  const rows = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

  it("delivers a contact message's mails; the staff one replies to the sender", async () => {
    const smtp = await peer();
    const message = sampleContact();
    const senderMail = contactSenderMail(message);
    if (!senderMail) throw new Error('the sample contact has a valid e-mail');
    await enqueueMail(database.db, contactStaffMail(message, ['accueil@example.org']));
    await enqueueMail(database.db, senderMail);

    expect(await worker(smtp.port).drainOnce()).toBe(2);

    const [staff, sender] = smtp.received;
    expect(staff?.recipients).toEqual(['accueil@example.org']);
    const staffMail = parseMail(staff?.raw ?? '');
    expect(staffMail.headers.get('reply-to')).toBe('louis.pasteur@example.org');
    expect(staffMail.headers.get('from')).toBe(FROM);
    expect(staffMail.text).toContain('Avez-vous des boîtes de Petri en verre ?');
    expect(sender?.recipients).toEqual(['louis.pasteur@example.org']);
    expect(parseMail(sender?.raw ?? '').headers.get('subject')).toBe(
      'Nous avons bien reçu votre message',
    );
  });

  it('keeps a mail queued while the SMTP peer is down and sends it once it is back', async () => {
    const port = await closedPort();
    const mail = worker(port);
    await enqueueMail(database.db, quoteCustomerMail(sampleQuote()));
    const t0 = new Date();

    expect(await mail.drainOnce(t0)).toBe(1);
    const [failed] = await rows();
    expect(failed?.status).toBe('pending');
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed?.nextAttemptAt.getTime()).toBe(t0.getTime() + 30 * SECOND);
    expect(logged).toEqual([{ level: 'warn', message: 'mail send failed, will retry' }]);

    // Not due yet: nothing is tried before the backoff has passed.
    expect(await mail.drainOnce(new Date(t0.getTime() + 29 * SECOND))).toBe(0);

    const smtp = await peer({ port });
    expect(await mail.drainOnce(new Date(t0.getTime() + 31 * SECOND))).toBe(1);
    expect(smtp.received.map((m) => m.recipients)).toEqual([['marie.curie@example.org']]);
    const [sent] = await rows();
    expect(sent?.status).toBe('sent');
    expect(sent?.attempts).toBe(2);
    expect(sent?.sentAt?.getTime()).toBe(t0.getTime() + 31 * SECOND);
  });

  it('attaches the file that the renderer of its kind makes when the mail is sent', async () => {
    const smtp = await peer();
    await enqueueMail(database.db, quoteCustomerMail(sampleQuote({ id: 42 })));

    expect(await worker(smtp.port).drainOnce()).toBe(1);

    const [received] = smtp.received.map((m) => parseMail(m.raw));
    expect(received?.attachments).toEqual([
      {
        fileName: 'devis-42.pdf',
        contentType: 'application/pdf',
        body: Buffer.from('%PDF devis 42'),
      },
    ]);
    expect(received?.text).toContain(
      'Vous trouverez le devis n° 202611-42 en PDF joint à ce message.',
    );
  });

  it('keeps a mail queued, as for a failed send, while its attachment cannot be made', async () => {
    const smtp = await peer();
    const mail = worker(smtp.port);
    let failing = true;
    mail.renderAttachments('quote_pdf', async () => {
      if (failing) throw new Error('le devis ne se lit pas');
      return { fileName: 'devis.pdf', contentType: 'application/pdf', body: Buffer.from('%PDF') };
    });
    await enqueueMail(database.db, quoteCustomerMail(sampleQuote()));
    const t0 = new Date();

    expect(await mail.drainOnce(t0)).toBe(1);
    expect(smtp.received).toEqual([]);
    const [failed] = await rows();
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'le devis ne se lit pas',
    });

    failing = false;
    expect(await mail.drainOnce(new Date(t0.getTime() + 31 * SECOND))).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('gives up after the last attempt, keeps the error and logs it', async () => {
    const mail = worker(await closedPort());
    await enqueueMail(database.db, quoteCustomerMail(sampleQuote()));
    await database.db.update(mailOutbox).set({ attempts: MAX_MAIL_ATTEMPTS - 1 });

    await mail.drainOnce();

    const [row] = await rows();
    expect(row?.status).toBe('failed');
    expect(row?.attempts).toBe(MAX_MAIL_ATTEMPTS);
    expect(row?.lastError).toBeTruthy();
    expect(logged).toEqual([{ level: 'error', message: 'mail send failed, giving up' }]);
    expect(await mail.drainOnce(new Date(Date.now() + 86_400 * SECOND))).toBe(0);
  });

  it('sends again a mail whose sender died mid-send, once its lease has run out', async () => {
    const smtp = await peer();
    await enqueueMail(database.db, quoteCustomerMail(sampleQuote()));
    const now = new Date();
    // Another process took the mail and never came back.
    await claimDueMails(database.db, {
      now,
      leaseUntil: new Date(now.getTime() + 600 * SECOND),
      limit: 10,
    });

    const mail = worker(smtp.port);
    expect(await mail.drainOnce(now)).toBe(0);
    expect(await mail.drainOnce(new Date(now.getTime() + 601 * SECOND))).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('on stop, abandons a send the SMTP server stalls; the mail stays queued, due at once', async () => {
    const smtp = await peer({ stallAfterGreeting: true });
    await enqueueMail(database.db, quoteCustomerMail(sampleQuote()));
    const mail = worker(smtp.port);

    mail.start();
    // The peer answered EHLO and never answers MAIL FROM: the send is in flight.
    await smtp.stalled;
    await mail.stop();

    const [row] = await rows();
    expect(row?.status).toBe('pending');
    expect(row?.attempts).toBe(0);
    expect(row?.lastError).toBeNull();
    expect(row?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(logged).toEqual([]);
  });

  it('sends what is committed when woken, and only once started', async () => {
    const smtp = await peer();
    const mail = worker(smtp.port);

    await enqueueMail(database.db, quoteCustomerMail(sampleQuote()));
    // Stopped, a wake-up does not even schedule a drain, so nothing can be sent.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    try {
      mail.wake();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }

    mail.start();
    await expect.poll(() => smtp.received.length).toBe(1);
    await enqueueMail(database.db, quoteCustomerMail(sampleQuote({ number: '202611-43' })));
    mail.wake();
    await expect.poll(() => smtp.received.length).toBe(2);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 30 s and stops at one hour', () => {
    expect([1, 2, 3, 4, 7, 8, 19].map(retryDelayMs)).toEqual([
      30 * SECOND,
      60 * SECOND,
      120 * SECOND,
      240 * SECOND,
      1920 * SECOND,
      3600 * SECOND,
      3600 * SECOND,
    ]);
  });
});

describe("the app's mail service", () => {
  it("with SMTP_URL, delivers a new quote's staff mail and the confirmation with its PDF", async () => {
    const smtp = await peer();
    testApp = await createTestApp({ SMTP_URL: smtp.url });
    const { db } = testApp.database;
    await seedStaffRecipients(db, STAFF);
    const article = await insertPricedArticle(db, 'DUR-211063', { basePriceCents: 4590 });
    const posted = await postQuote(
      testApp,
      quoteRequest([{ article_id: article.id, quantity: 2 }]),
    );
    expect(posted.statusCode, posted.body).toBe(201);
    const number: string = posted.json().sort_number;

    expect(await testApp.app.mail.drainOnce()).toBe(2);

    expect(smtp.received.map((m) => m.recipients)).toEqual([STAFF, [CUSTOMER_EMAIL]]);
    const [staff, customer] = smtp.received.map((m) => parseMail(m.raw));
    expect(staff?.headers.get('subject')).toBe(`Nouvelle demande de devis n° ${number}`);
    expect(staff?.headers.get('from')).toBe(testApp.config.mailFrom);
    expect(staff?.headers.get('reply-to')).toBe(CUSTOMER_EMAIL);
    expect(staff?.attachments).toEqual([]);
    expect(customer?.headers.get('subject')).toBe(`Votre demande de devis n° ${number}`);
    expect(customer?.headers.get('to')).toBe(CUSTOMER_EMAIL);
    expect(customer?.text).toMatch(/Total TTC : 110,16\s€/);
    const [pdf] = customer?.attachments ?? [];
    expect(pdf?.fileName).toBe(`devis-${number}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    const document = await readPdf(pdf?.body ?? Buffer.alloc(0));
    expect(document.text).toContain(`Devis n° ${number}`);
    expect(document.text).toContain('DUR-211063');

    const rows = await db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(rows.map((r) => [r.status, r.attempts, r.lastError])).toEqual([
      ['sent', 1, null],
      ['sent', 1, null],
    ]);
    expect(rows.every((r) => r.sentAt instanceof Date)).toBe(true);
    expect(await testApp.app.mail.drainOnce()).toBe(0);
  });

  it('without SMTP_URL, writes each mail as an .eml file in DATA_DIR/outbox and marks it sent', async () => {
    testApp = await createTestApp();
    await enqueueMail(testApp.database.db, quoteStaffMail(sampleQuote(), STAFF));

    expect(await testApp.app.mail.drainOnce()).toBe(1);

    const dir = path.join(testApp.config.dataDir, 'outbox');
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-1\.eml$/);
    const mail = parseMail(fs.readFileSync(path.join(dir, files[0] ?? ''), 'utf8'));
    expect(mail.headers.get('to')).toBe(STAFF.join(', '));
    expect(mail.headers.get('subject')).toBe('Nouvelle demande de devis n° 202611-42');
    expect(mail.text).toContain('Gilson - Pointes de pipette 200 µl');
    const [row] = await testApp.database.db.select().from(mailOutbox);
    expect(row?.status).toBe('sent');
  });
});

describe('the .eml outbox after a kill (decision 006)', () => {
  it('writes a mail sent again over its first file rather than beside it', async () => {
    testApp = await createTestApp();
    const { db } = testApp.database;
    await enqueueMail(db, quoteStaffMail(sampleQuote(), STAFF));
    expect(await testApp.app.mail.drainOnce()).toBe(1);
    // A kill between the write and its record: the row stays pending, due once its lease
    // has run out.
    await db.update(mailOutbox).set({ status: 'pending', sentAt: null, nextAttemptAt: new Date() });

    expect(await testApp.app.mail.drainOnce()).toBe(1);

    const dir = path.join(testApp.config.dataDir, 'outbox');
    expect(fs.readdirSync(dir)).toHaveLength(1);
  });

  it('removes at start the temporary files a killed process left half written', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-outbox-'));
    try {
      const dir = path.join(dataDir, 'outbox');
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, '20261125T081500123Z-7.eml.tmp'), 'From: half');
      fs.writeFileSync(path.join(dir, '20261125T081400456Z-6.eml'), 'From: whole');

      testApp = await createTestApp({ DATA_DIR: dataDir });

      expect(fs.readdirSync(dir)).toEqual(['20261125T081400456Z-6.eml']);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
