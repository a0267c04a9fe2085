import { adminQuotesAnswerSchema } from '@labo/domain/quote-list-schemas';
import { describe, expect, it } from 'vitest';
import { useAdminRouteTestApp } from '#test/admin-route-test-app';
import { insertPricedArticle, postQuote, quoteRequest } from '#test/quote-fixtures';
import type { TestApp } from '#test/test-app';

const ADMIN_ID = 71;
const CUSTOMER_ID = 72;

let t: TestApp;
let as: { admin: { authorization: string }; customer: { authorization: string } };
useAdminRouteTestApp({ admin: ADMIN_ID, customer: CUSTOMER_ID }, (app, headers) => {
  t = app;
  as = headers;
});

async function sendQuote(extra: Record<string, unknown> = {}) {
  const article = await insertPricedArticle(t.database.db, `DUR-${Math.random()}`.slice(0, 12), {
    basePriceCents: 1250,
  });
  const res = await postQuote(t, quoteRequest([{ article_id: article.id, quantity: 2 }], extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; sort_number: string }>();
}

const list = async (status: string) => {
  const res = await t.app.inject({
    url: `/api/protected/quotes/by/${status}/status`,
    headers: as.admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return adminQuotesAnswerSchema.parse(res.json());
};

const change = (id: number | string, newStatus: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/protected/update/quote/${id}/status`,
    headers: as.admin,
    payload: { new_status: newStatus },
  });

describe('quote tracking: who may call it (docs/product/admin.md#roles-and-permissions)', () => {
  const calls = [
    { method: 'GET' as const, url: '/api/protected/quotes/by/PENDING/status' },
    { method: 'GET' as const, url: '/api/protected/quotes/by/PENDING/status/export' },
    {
      method: 'POST' as const,
      url: '/api/protected/update/quote/1/status',
      payload: { new_status: 'ARCHIVED' },
    },
    { method: 'GET' as const, url: '/api/protected/quotes/by/NOPE/status' },
  ];
  it.each(calls)('$method $url: 401 without a token, 403 for a customer', async (call) => {
    expect((await t.app.inject(call)).statusCode).toBe(401);
    const customer = await t.app.inject({ ...call, headers: as.customer });
    expect(customer.statusCode).toBe(403);
  });
});

describe('quote lists by status (docs/product/admin.md#quote-tracking)', () => {
  it('lists the new quotes with the customer contact, lines and an empty history', async () => {
    const sent = await sendQuote();
    const pending = await list('PENDING');
    expect(pending.quotes).toHaveLength(1);
    expect(pending.quotes[0]).toMatchObject({
      id: sent.id,
      sort_number: sent.sort_number,
      pipe_status: 'PENDING',
      firstName: 'Marie',
      lastName: 'Curie',
      email: 'marie.curie@example.org',
      phone: '01 23 45 67 89',
      comment: 'Livraison le matin',
      user_id: null,
      status_history: [],
    });
    expect(pending.lines).toHaveLength(1);
    expect((await list('ON_GOING')).quotes).toEqual([]);
  });

  it('refuses an unknown status with a 400', async () => {
    const res = await t.app.inject({
      url: '/api/protected/quotes/by/DONE/status',
      headers: as.admin,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('status change (docs/product/admin.md#status-change)', () => {
  it('moves a quote to any status, records each change with who and when, and lists it there', async () => {
    const { id } = await sendQuote();
    const ongoing = await change(id, 'ON_GOING');
    expect(ongoing.statusCode, ongoing.body).toBe(200);
    expect(ongoing.json()).toMatchObject({ id, pipe_status: 'ON_GOING' });
    await change(id, 'ARCHIVED');
    const back = await change(id, 'PENDING');
    expect(
      back.json().status_history.map((c: { from: string; to: string }) => [c.from, c.to]),
    ).toEqual([
      ['PENDING', 'ON_GOING'],
      ['ON_GOING', 'ARCHIVED'],
      ['ARCHIVED', 'PENDING'],
    ]);
    expect(back.json().status_history[0]).toMatchObject({ by: 'Camille Admin' });
    expect(back.json().status_history[0].at).toMatch(/^\d{4}-\d{2}-\d{2}T.*[+-]\d{2}:\d{2}$/);
    await change(id, 'ARCHIVED');
    expect((await list('ARCHIVED')).quotes.map((q) => q.id)).toEqual([id]);
    expect((await list('PENDING')).quotes).toEqual([]);
  });

  it('records nothing for the same status, and refuses an unknown status or quote', async () => {
    const { id } = await sendQuote();
    const same = await change(id, 'PENDING');
    expect(same.statusCode).toBe(200);
    expect(same.json().status_history).toEqual([]);
    expect((await change(id, 'DONE')).statusCode).toBe(400);
    expect((await change(id, null)).statusCode).toBe(400);
    expect((await change(999, 'ARCHIVED')).statusCode).toBe(404);
    expect((await change('abc', 'ARCHIVED')).statusCode).toBe(400);
  });
});

describe('CSV export (docs/product/admin.md#quote-export)', () => {
  it('gives the quotes of a status for a French spreadsheet', async () => {
    const { sort_number } = await sendQuote({
      billingStreet: 'Lycée Marie Curie; labo',
      phone: '+33 1 02 03 04 05',
    });
    const res = await t.app.inject({
      url: '/api/protected/quotes/by/PENDING/status/export',
      headers: as.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="devis-en-attente-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, row, end] = res.body.split('\r\n');
    expect(header).toBe(
      '\uFEFFNuméro;Date;État;Client;Société / adresse de facturation;E-mail;Téléphone;Articles;Total HT;Total TTC',
    );
    expect(row).toMatch(
      new RegExp(
        `^${sort_number};\\d{2}/\\d{2}/\\d{4};EN ATTENTE;Marie Curie;"Lycée Marie Curie; labo";marie\\.curie@example\\.org;'\\+33 1 02 03 04 05;2;25,00;30,00$`,
      ),
    );
    expect(end).toBe('');
  });
});
