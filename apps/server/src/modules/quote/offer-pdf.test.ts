import { formatEuros } from '@labo/domain/money';
import { describe, expect, it } from 'vitest';
import { useAdminRouteTestApp } from '#test/admin-route-test-app';
import { plainSpaces, readPdf } from '#test/pdf-text';
import { insertPricedArticle, postQuote, quoteRequest } from '#test/quote-fixtures';
import type { TestApp } from '#test/test-app';

// An offer as a document (docs/product/offers.md#offer-pdf): the devis's renderer, drawing
// the offer's lines and totals instead of the request's.

let t: TestApp;
let as: { admin: { authorization: string }; customer: { authorization: string } };
useAdminRouteTestApp({ admin: 91, customer: 92 }, (app, headers) => {
  t = app;
  as = headers;
});

async function sentOffer() {
  const article = await insertPricedArticle(t.database.db, 'DUR-100002', { basePriceCents: 1250 });
  const res = await postQuote(t, quoteRequest([{ article_id: article.id, quantity: 2 }]), {
    headers: as.customer,
  });
  const { id } = res.json<{ id: number }>();
  const draft = await t.app.inject({
    method: 'PUT',
    url: `/api/protected/quote/${id}/offer`,
    headers: as.admin,
    payload: {
      version: 0,
      lines: [
        { article_id: article.id, quantity: 4, unit_price_ht: '11.00', vat_rate: '20' },
        {
          article_id: null,
          reference: 'ETAL-01',
          designation: 'Étalonnage sur site',
          quantity: 1,
          unit_price_ht: '80.00',
          vat_rate: '20',
          lead_time: 'sous 15 jours',
        },
      ],
      shipping_ht: '0',
      valid_until: '2099-12-26',
      message: 'Prix remisé pour votre laboratoire.',
    },
  });
  expect(draft.statusCode, draft.body).toBe(200);
  await t.app.inject({
    method: 'POST',
    url: `/api/protected/quote/${id}/offer/send`,
    headers: as.admin,
  });
  return id;
}

describe('an offer as PDF', () => {
  it("prints the offer's lines, free line, totals, validity and message", async () => {
    const id = await sentOffer();
    const res = await t.app.inject({
      url: `/api/protected/quote/${id}/offer/1/pdf`,
      headers: as.customer,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/offre-\d+-\d+-v1\.pdf/);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.title).toMatch(/^Offre n° \d+-\d+ \(v1\)$/);
    const text = plainSpaces(pdf.text);
    for (const expected of [
      'DUR-100002',
      'ETAL-01',
      'Étalonnage sur site',
      'Délai : sous 15 jours',
      "Valable jusqu'au 26/12/2099",
      'Prix remisé pour votre laboratoire.',
      `Total des articles HT ${plainSpaces(formatEuros(12_400))}`,
      `Total TTC ${plainSpaces(formatEuros(14_880))}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is 404 for another customer, an unknown version, and through a forged link', async () => {
    const id = await sentOffer();
    const unknown = await t.app.inject({
      url: `/api/protected/quote/${id}/offer/2/pdf`,
      headers: as.admin,
    });
    expect(unknown.statusCode).toBe(404);
    await t.database.db.execute(`update quotes set user_id = null where id = ${id}`);
    const other = await t.app.inject({
      url: `/api/protected/quote/${id}/offer/1/pdf`,
      headers: as.customer,
    });
    expect(other.statusCode).toBe(404);
    const forged = await t.app.inject({
      url: `/exposed/quote/${id}/offer/1/pdf?expires=4102444800&signature=forged`,
    });
    expect(forged.statusCode).toBe(404);
  });

  it("is the order's confirmation once accepted, as the mail worker draws it", async () => {
    const id = await sentOffer();
    await t.app.inject({
      method: 'POST',
      url: `/api/protected/quote/${id}/accept`,
      headers: as.customer,
      payload: { purchase_order: 'BC-2026-001' },
    });
    const file = await t.app.offers.mailedPdf({ kind: 'order_pdf', quoteId: id, version: 1 });
    expect(file.fileName).toMatch(/^commande-\d+-\d+\.pdf$/);
    const pdf = await readPdf(file.body);
    expect(pdf.title).toMatch(/^Commande n° /);
    expect(pdf.text).toContain('Bon de commande : BC-2026-001');
  });
});
