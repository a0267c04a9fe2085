import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quotes } from '#db/schema';
import { insertAdminAndCustomer } from '#test/auth-fixtures';
import { readPdf } from '#test/pdf-text';
import { insertPricedArticle, postQuote, quoteRequest } from '#test/quote-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';
import { resetDatabase } from '#test/test-database';
import { quotePdfLink } from './quote-pdf-link';

// GET /api/protected/quote/{id}/pdf (docs/product/quote-request.md#quote-pdf): the quote's
// owner or an administrator; anybody else the 404 of an unknown quote.

let t: TestApp;
let headers: Awaited<ReturnType<typeof insertAdminAndCustomer>>;
let quoteId: number;
let pdfLink: string;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetDatabase(t.database);
  headers = await insertAdminAndCustomer(t, { admin: 1, customer: 2 });
  const article = await insertPricedArticle(t.database.db, 'DUR-1', { basePriceCents: 1250 });
  const sent = await postQuote(t, quoteRequest([{ article_id: article.id, quantity: 2 }]), {
    headers: headers.customer,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  quoteId = sent.json().id;
  pdfLink = sent.json().pdf_link;
});

const getPdf = (id: number, auth: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/protected/quote/${id}/pdf`, headers: auth });

describe('the quote PDF route', () => {
  it("gives the owner their quote's PDF, named after its number", async () => {
    const res = await getPdf(quoteId, headers.customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=devis-\d{6}-\d+\.pdf/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await readPdf(res.rawPayload);
    expect(text).toContain('DUR-1');
    expect(text).toContain('Marie Curie');
    expect(text).toContain('Total TTC 30,00 €');
  });

  it('gives any quote to an administrator', async () => {
    expect((await getPdf(quoteId, headers.admin)).statusCode).toBe(200);
  });

  it("answers another customer's quote and an unknown one with the same 404", async () => {
    // The quote now belongs to the administrator: the customer is a stranger to it.
    await t.database.db.update(quotes).set({ userId: 1 }).where(eq(quotes.id, quoteId));
    const other = await getPdf(quoteId, headers.customer);
    const unknown = await getPdf(quoteId + 1000, headers.customer);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
  });

  it('wants a login', async () => {
    expect((await getPdf(quoteId)).statusCode).toBe(401);
  });
});

describe('the signed link of the sending dialog', () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('opens its quote without a login', async () => {
    expect(pdfLink).toMatch(new RegExp(`^/exposed/quote/${quoteId}/pdf\\?expires=\\d+&signature=`));
    const res = await get(pdfLink);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('opens no other quote, and no forged signature', async () => {
    const other = pdfLink.replace(`/quote/${quoteId}/`, `/quote/${quoteId + 1}/`);
    expect((await get(other)).statusCode).toBe(404);
    const forged = pdfLink.replace(/signature=.*/, `signature=${'A'.repeat(43)}`);
    expect((await get(forged)).statusCode).toBe(404);
    const later = pdfLink.replace(/expires=(\d+)/, (_, s: string) => `expires=${Number(s) + 3600}`);
    expect((await get(later)).statusCode).toBe(404);
  });

  it('expires after 24 hours', async () => {
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000 - 1000);
    const res = await get(quotePdfLink(t.app.signedLinks, quoteId, yesterday));
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toContain('Ce lien de téléchargement a expiré');
    const stillValid = new Date(Date.now() - 23 * 3600 * 1000);
    expect((await get(quotePdfLink(t.app.signedLinks, quoteId, stillValid))).statusCode).toBe(200);
  });
});
