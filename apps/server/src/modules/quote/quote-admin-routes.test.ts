import { quoteDetailAnswerSchema } from '@labo/domain/offer-schemas';
import { adminQuotesAnswerSchema } from '@labo/domain/quote-list-schemas';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { quotes } from '#db/schema';
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
  const reference = `DUR-${Math.random()}`.slice(0, 12);
  const article = await insertPricedArticle(t.database.db, reference, { basePriceCents: 1250 });
  const res = await postQuote(t, quoteRequest([{ article_id: article.id, quantity: 2 }], extra));
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json<{ id: number; sort_number: string }>(), reference };
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
    { method: 'GET' as const, url: '/api/protected/quotes/by/PENDING/status/export?format=xlsx' },
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
      company: '',
      order_reference: '',
      comment: 'Livraison le matin',
      user_id: null,
      status_history: [],
    });
    expect(pending.lines).toHaveLength(1);
    expect(pending.lines[0]?.reference).toBe(sent.reference);
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

describe('one quote for its page (docs/product/admin.md#quote-page)', () => {
  it("gives the quote with its company, the buyer's order reference, lines with references, and its history", async () => {
    const sent = await sendQuote({ company: 'Laboratoire Curie', orderReference: ' BC-2026-001 ' });
    await change(sent.id, 'ON_GOING');
    const res = await t.app.inject({ url: `/api/protected/quote/${sent.id}`, headers: as.admin });
    expect(res.statusCode, res.body).toBe(200);
    const answer = quoteDetailAnswerSchema.parse(res.json());
    expect(answer.quote).toMatchObject({
      id: sent.id,
      sort_number: sent.sort_number,
      pipe_status: 'ON_GOING',
      company: 'Laboratoire Curie',
      order_reference: 'BC-2026-001',
      email: 'marie.curie@example.org',
    });
    expect(answer.quote.status_history).toHaveLength(1);
    expect(answer.lines).toEqual([
      expect.objectContaining({
        quote_id: String(sent.id),
        reference: sent.reference,
        quantity: 2,
      }),
    ]);
  });

  it('answers 404 for an unknown quote and 400 for an id that is not one', async () => {
    const unknown = await t.app.inject({ url: '/api/protected/quote/999999', headers: as.admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found', message: 'Devis introuvable.' });
    const malformed = await t.app.inject({ url: '/api/protected/quote/abc', headers: as.admin });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('bounded free texts (docs/product/quote-request.md#quote-request-payload)', () => {
  it.each([
    ['company', 200],
    ['orderReference', 100],
  ])('refuses a %s over %i characters with a French field error', async (field, max) => {
    const article = await insertPricedArticle(t.database.db, 'LONG-1', { basePriceCents: 100 });
    const res = await postQuote(
      t,
      quoteRequest([{ article_id: article.id, quantity: 1 }], { [field]: '7'.repeat(max + 1) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [field]: 'Ce texte est trop long' });
    expect(await t.database.db.$count(quotes)).toBe(0);
  });
});

const exportOf = (status: string, query = '') =>
  t.app.inject({
    url: `/api/protected/quotes/by/${status}/status/export${query}`,
    headers: as.admin,
  });

describe('CSV export (docs/product/admin.md#quote-export)', () => {
  it('gives the quotes of a status for a French spreadsheet', async () => {
    const { sort_number, reference } = await sendQuote({
      company: 'Labo; Curie',
      orderReference: '0042',
      billingStreet: 'Lycée Marie Curie',
      phone: '01 02 03 04 05',
    });
    const res = await exportOf('PENDING');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=devis-en-attente-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const [header, row, end] = res.body.split('\r\n');
    expect(header).toBe(
      '\uFEFFNuméro;Date;État;Client;Société / laboratoire;Référence du client (bon de commande);Adresse de facturation;Adresse e-mail;Téléphone;Articles;Lignes;Total HT;Total TTC',
    );
    expect(row).toMatch(
      new RegExp(
        `^${sort_number};\\d{2}/\\d{2}/\\d{4};EN ATTENTE;Marie Curie;"Labo; Curie";"=""0042""";Lycée Marie Curie;marie\\.curie@example\\.org;"=""01 02 03 04 05""";2;${reference.replace('.', '\\.')} · .* × 2;25,00;30,00$`,
      ),
    );
    expect(end).toBe('');
  });

  it('keeps a phone that is not number-like as plain, escaped text', async () => {
    // The phone rule refuses such a number today; a quote stored before it may hold one.
    const { id } = await sendQuote();
    await t.database.db.update(quotes).set({ phone: '=HYPERLINK("x")' }).where(eq(quotes.id, id));
    const res = await exportOf('PENDING');
    expect(res.body).toContain(';"\'=HYPERLINK(""x"")";');
  });

  it('names the archived file in UTF-8, with an ASCII name for older browsers', async () => {
    const { id } = await sendQuote();
    await change(id, 'ARCHIVED');
    const res = await exportOf('ARCHIVED');
    expect(res.statusCode).toBe(200);
    const day = String(res.headers['content-disposition']).match(/\d{4}-\d{2}-\d{2}/)?.[0];
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename=devis-archive-${day}.csv; filename*=UTF-8''devis-archiv%C3%A9-${day}.csv`,
    );
  });

  it('refuses an unknown format with a 400', async () => {
    expect((await exportOf('PENDING', '?format=pdf')).statusCode).toBe(400);
  });
});

describe('Excel export (docs/product/admin.md#quote-export)', () => {
  it('writes typed cells: dates, amounts in euros, references and phones as text', async () => {
    const { sort_number, reference } = await sendQuote({
      company: 'Laboratoire Curie',
      orderReference: '00417',
      phone: '0102030405',
    });
    const res = await exportOf('PENDING', '?format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=devis-en-attente-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const quotesSheet = workbook.getWorksheet('Devis');
    const row = quotesSheet?.getRow(2);
    expect(row?.getCell(1).value).toBe(sort_number);
    expect(row?.getCell(2).value).toBeInstanceOf(Date);
    expect(row?.getCell(2).numFmt).toBe('dd/mm/yyyy');
    expect(row?.getCell(5).value).toBe('Laboratoire Curie');
    // A purchase-order number stays text: its leading zeros are part of it.
    expect(row?.getCell(6).value).toBe('00417');
    expect(row?.getCell(6).numFmt).toBe('@');
    expect(row?.getCell(9).value).toBe('0102030405');
    expect(row?.getCell(11).value).toBe(25);
    expect(row?.getCell(11).numFmt).toBe('#,##0.00 "€"');
    expect(row?.getCell(12).value).toBe(30);

    const line = workbook.getWorksheet('Lignes')?.getRow(2);
    expect(line?.getCell(1).value).toBe(sort_number);
    expect(line?.getCell(2).value).toBe(reference);
    expect(line?.getCell(5).value).toBe(12.5);
    expect(line?.getCell(7).value).toBe(2);
    expect(line?.getCell(8).value).toBe(25);
  });
});
