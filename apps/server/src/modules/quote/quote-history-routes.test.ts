import { quotesAnswerSchema } from '@labo/domain/quote-list-schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '#db/schema';
import { insertCampaign } from '#test/catalog-fixtures';
import { CUSTOMER_EMAIL, insertPricedArticle, postQuote, quoteRequest } from '#test/quote-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';
import { resetDatabase } from '#test/test-database';

// GET /api/protected/my/quotes (docs/product/accounts.md#quote-history,
// #quote-ownership): the caller's own quotes only.

let t: TestApp;
let lines: { article_id: number; quantity: number }[];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  const article = await insertPricedArticle(t.database.db, 'DUR-1', { basePriceCents: 1250 });
  const day = 24 * 3600 * 1000;
  await insertCampaign(t.database.db, {
    title: 'Rentrée',
    percentage: 15,
    startAt: new Date(Date.now() - day),
    endAt: new Date(Date.now() + day),
    articleIds: [article.id],
  });
  lines = [{ article_id: article.id, quantity: 2 }];
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

/** An account created and logged in through the API; verified when asked, by its mailed link. */
async function customer(email: string, options: { verify: boolean }) {
  const created = await post('/exposed/create/account', { email, password: 'radium-1898' });
  expect(created.statusCode, created.body).toBe(201);
  if (options.verify) await verifyLastLink();
  const login = await post('/api/login_check', { email, password: 'radium-1898' });
  return {
    id: created.json().id as number,
    headers: { authorization: `Bearer ${login.json().token}` },
  };
}

async function verifyLastLink() {
  const mails = await t.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
  const links = mails.map((mail) => /\/account\/verify\/([\w-]+)/.exec(mail.textBody)?.[1]);
  const token = links.filter(Boolean).at(-1);
  expect((await post('/exposed/account/verify', { token })).statusCode).toBe(200);
}

async function sendQuote(email: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await postQuote(t, quoteRequest(lines, { email }), { headers });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function myQuotes(headers: Record<string, string>) {
  const res = await t.app.inject({ url: '/api/protected/my/quotes', headers });
  expect(res.statusCode, res.body).toBe(200);
  return quotesAnswerSchema.parse(res.json());
}

describe('GET /api/protected/my/quotes', () => {
  it('answers the quotes and lines of the caller only, in the quotes answer shape', async () => {
    const marie = await customer(CUSTOMER_EMAIL, { verify: false });
    const pierre = await customer('pierre@example.org', { verify: false });
    const first = await sendQuote(CUSTOMER_EMAIL, marie.headers);
    const second = await sendQuote('autre.adresse@example.org', marie.headers);
    const pierres = await sendQuote('pierre@example.org', pierre.headers);

    const answer = await myQuotes(marie.headers);
    expect(answer.quotes.map((quote) => quote.id)).toEqual([second, first]);
    expect(answer.lines.map((line) => line.quote_id).sort()).toEqual(
      [String(first), String(second)].sort(),
    );
    const [quote] = answer.quotes;
    expect(quote).toMatchObject({
      sort_number: expect.stringMatching(new RegExp(`^\\d{6}-${second}$`)),
      pipe_status: 'PENDING',
      total_quantity: 2,
      // 2 × 12.50 € at -15 %: the sale unit price 10.625 € is rounded to 10.63 €.
      total_ht_price: '21.26',
      delivery_city: 'Paris',
      billing_street: '1 place du Panthéon',
    });
    expect(quote?.creation_date_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/);
    expect(answer.lines[0]).toMatchObject({
      unit_price: '12.50',
      quantity: 2,
      sale_percentage: '15',
      packing: 'Carton de 10',
      articleTitle: 'Duran - Bécher DUR-1',
    });

    const other = await myQuotes(pierre.headers);
    expect(other.quotes.map((q) => q.id)).toEqual([pierres]);
    expect(other.lines.map((line) => line.quote_id)).toEqual([String(pierres)]);
  });

  it("shows the anonymous quotes of the caller's address once it is verified, and none of others", async () => {
    const before = await sendQuote('Marie.Curie@Example.org');
    const elsewhere = await sendQuote('pierre@example.org');
    const marie = await customer(CUSTOMER_EMAIL, { verify: false });
    const beforeVerification = await sendQuote(CUSTOMER_EMAIL);
    expect((await myQuotes(marie.headers)).quotes).toEqual([]);

    await verifyLastLink();
    const after = await sendQuote('MARIE.CURIE@example.org');
    const answer = await myQuotes(marie.headers);
    expect(answer.quotes.map((quote) => quote.id)).toEqual([after, beforeVerification, before]);
    expect(answer.quotes.map((quote) => quote.id)).not.toContain(elsewhere);

    const pierre = await customer('pierre@example.org', { verify: false });
    expect((await myQuotes(pierre.headers)).quotes).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ url: '/api/protected/my/quotes' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'unauthorized' });
  });
});
