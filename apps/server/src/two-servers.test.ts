import { randomBytes } from 'node:crypto';
import { apiPath } from '@labo/domain/api-path';
import { apiRoutes } from '@labo/domain/api-routes';
import type { ArticleDetailAnswer } from '@labo/domain/catalog-schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres } from '#db/database';
import { mailOutbox } from '#db/schema';
import { CONTACT_RATE_LIMIT } from '#modules/contact/contact-public';
import { insertAdminAndCustomer, insertLoginAdmin, signUserToken } from '#test/auth-fixtures';
import { insertCampaign } from '#test/catalog-fixtures';
import { pictureBytes } from '#test/media-fixtures';
import { insertPricedArticle, postQuote, quoteRequest } from '#test/quote-fixtures';
import { startServerProcess, stopServerProcesses } from '#test/server-process';
import { type SmtpPeer, startSmtpPeer } from '#test/smtp-peer';
import { createTestApp, type TestApp } from '#test/test-app';
import { createScratchPostgres, createSharedTestDatabase } from '#test/test-database';

// Two server processes on one PostgreSQL (docs/architecture.md#scale-out): what one writes,
// the other answers, within a second for the catalogue (docs/decisions/030-catalog-change-signal.md);
// a login token of one is good on the other; the outbox is sent once. Each "process" is an
// app of its own with its own connections, caches and listening connection.

const onPostgres = process.env.TEST_DB === 'postgres';
const redisUrl = process.env.TEST_REDIS_URL;
const ADMIN = { email: 'two-admin@labo.example', password: 'two-servers-password' };
/** What "at once" means for a change told through NOTIFY. */
const WITHIN_A_SECOND = { timeout: 1000, interval: 25 };

let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
let smtp: SmtpPeer;
let one: TestApp;
let other: TestApp;
let articleId: number;

describe.skipIf(!onPostgres)('two servers on one PostgreSQL', () => {
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    shared = await createSharedTestDatabase();
    const env = { SMTP_URL: smtp.url, STAFF_EMAILS: 'ventes@labo.example' };
    one = await createTestApp(env, { database: await shared.open() });
    other = await createTestApp(env, { database: await shared.open() });
    articleId = (await insertPricedArticle(one.database.db, 'TWO-1', { basePriceCents: 2000 })).id;
  });
  afterAll(async () => {
    await one.close();
    await other.close();
    await shared.close();
    await smtp.close();
  });

  /** The article's answer as a visitor of `t` reads it (kept a few seconds by each process). */
  const articleOn = async (t: TestApp) => {
    const res = await t.app.inject(apiPath(apiRoutes.articleById, { id: articleId }));
    expect(res.statusCode).toBe(200);
    const [article] = res.json<ArticleDetailAnswer>().article;
    return article;
  };

  it('shows a quote sent through one to an administrator of the other, with a token of the one', async () => {
    await insertAdminAndCustomer(one, { admin: 1, customer: 2 });
    const sent = await postQuote(one, quoteRequest([{ article_id: articleId, quantity: 2 }]));
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json<{ id: number }>();
    const token = signUserToken(one.app, { id: 1 });
    const res = await other.app.inject({
      url: apiPath(apiRoutes.quoteDetail, { id }),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('sends the mails of the outbox once when both drain it at the same time', async () => {
    const queued = await one.database.db.$count(mailOutbox);
    expect(queued).toBeGreaterThan(0);
    const [byOne, byOther] = await Promise.all([
      one.app.mail.drainOnce(),
      other.app.mail.drainOnce(),
    ]);
    expect(byOne + byOther).toBe(queued);
    expect(smtp.received).toHaveLength(queued);
  });

  it('shows an import through one in the other within a second', async () => {
    expect((await articleOn(other)).label).toBe('Bécher TWO-1');
    const csv = [
      'CODE;DESIG;PRIX_HT;FAMILLE;SOUS_FAMILLE;SOUS_SOUS_FAMILLE',
      'TWO-1;Bécher renommé;20,00;Verrerie;Béchers;Forme basse',
    ].join('\r\n');
    await one.app.imports.run(Buffer.from(csv), 'two.csv');
    await vi.waitFor(
      async () => expect((await articleOn(other)).label).toBe('Bécher renommé'),
      WITHIN_A_SECOND,
    );
  });

  it('shows a campaign change through one in the other within a second', async () => {
    expect((await articleOn(other)).active_sales_campaign_id).toBeNull();
    const now = Date.now();
    const campaign = await insertCampaign(one.database.db, {
      title: 'Printemps',
      percentage: 10,
      startAt: new Date(now - 86_400_000),
      endAt: new Date(now + 86_400_000),
      articleIds: [],
    });
    await one.app.campaigns.addArticle(campaign.id, articleId);
    await vi.waitFor(
      async () => expect((await articleOn(other)).active_sales_campaign_id).toBe(campaign.id),
      WITHIN_A_SECOND,
    );
  });

  it('shows a media change through one in the other within a second', async () => {
    expect((await articleOn(other)).pictures).toHaveLength(0);
    const picture = { bytes: await pictureBytes('png', { color: '#3a5' }), fileName: 'p.png' };
    await one.app.articleMedia.add(articleId, picture, 'picture');
    await vi.waitFor(
      async () => expect((await articleOn(other)).pictures).toHaveLength(1),
      WITHIN_A_SECOND,
    );
  });
});

describe.skipIf(!onPostgres || redisUrl === undefined)('two listening server processes', () => {
  afterAll(() => stopServerProcesses());

  it('share one PostgreSQL (a quote sent to one, read with a login of the other) and the rate limits of one Redis', {
    timeout: 120_000,
  }, async () => {
    const scratch = await createScratchPostgres();
    try {
      const database = await openPostgres(scratch.url, { max: 1 });
      const articleId = (await insertPricedArticle(database.db, 'TWO-9', { basePriceCents: 900 }))
        .id;
      await insertLoginAdmin(database.db, ADMIN);
      await database.close();
      const env = {
        DATABASE_URL: scratch.url,
        REDIS_URL: redisUrl,
        JWT_SECRET: 'two-servers-secret-two-servers-secret-0',
        // As behind a reverse proxy on this host: the forwarded address is counted.
        TRUSTED_PROXIES: '127.0.0.1',
      };
      const servers = [startServerProcess(env), startServerProcess(env)];
      const [first, second] = await Promise.all(servers.map((server) => server.address));
      const quote = await fetch(`${first}/exposed/post/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(quoteRequest([{ article_id: articleId, quantity: 1 }])),
      });
      expect(quote.status).toBe(201);
      const { id } = (await quote.json()) as { id: number };
      const login = await fetch(`${second}${apiRoutes.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const { token } = (await login.json()) as { token: string };
      const detail = await fetch(`${first}${apiPath(apiRoutes.quoteDetail, { id })}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(detail.status).toBe(200);

      // An address of its own in the /64 the plugin counts: none of another run's counts.
      const client = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
      const contact = (address: string | undefined) =>
        fetch(`${address}${apiRoutes.contactForm}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
          body: '{}',
        }).then((res) => res.status);
      for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
        expect(await contact(i % 2 === 0 ? first : second)).toBe(400);
      }
      expect(await contact(first)).toBe(429);
      expect(await contact(second)).toBe(429);
    } finally {
      await stopServerProcesses();
      await scratch.drop();
    }
  });
});
