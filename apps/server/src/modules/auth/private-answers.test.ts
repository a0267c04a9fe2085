import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAdminAndCustomer } from '#test/auth-fixtures';
import { insertPricedArticle, postQuote, quoteRequest } from '#test/quote-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';
import { resetDatabase } from '#test/test-database';

// docs/product/api-conventions.md#private-answers: what belongs to one person is never
// kept by a browser or a proxy; the public catalogue keeps its own caching.

let t: TestApp;
let as: Awaited<ReturnType<typeof insertAdminAndCustomer>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  as = await insertAdminAndCustomer(t, { admin: 1, customer: 2 });
});

describe('private answers', () => {
  it('carry Cache-Control: no-store, refusals included', async () => {
    const article = await insertPricedArticle(t.database.db, 'DUR-1', { basePriceCents: 1250 });
    const sent = await postQuote(t, quoteRequest([{ article_id: article.id, quantity: 1 }]));
    const { id, pdf_link: pdfLink } = sent.json<{ id: number; pdf_link: string }>();
    const answers = [
      await t.app.inject({ url: '/api/protected/my/quotes', headers: as.customer }),
      await t.app.inject({ url: '/api/protected/self/info', headers: as.customer }),
      await t.app.inject({ url: '/api/protected/quotes/by/PENDING/status', headers: as.admin }),
      await t.app.inject({
        url: '/api/protected/quotes/by/PENDING/status/export',
        headers: as.admin,
      }),
      await t.app.inject({ url: `/api/protected/quote/${id}`, headers: as.admin }),
      await t.app.inject({ url: '/api/protected/my/quotes' }),
      await t.app.inject({ url: '/api/protected/quotes/by/PENDING/status', headers: as.customer }),
      await t.app.inject({ url: pdfLink }),
      await t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { email: 'personne@labo.example', password: 'pas-le-bon' },
      }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([
      200, 200, 200, 200, 200, 401, 403, 200, 401,
    ]);
    for (const res of answers) expect(res.headers['cache-control'], res.body).toBe('no-store');
  });

  it('leave the public catalogue to its own caching', async () => {
    const res = await t.app.inject({ url: '/exposed/categories/flat' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});
