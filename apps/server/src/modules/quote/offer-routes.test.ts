import { type QuoteDetailAnswer, quoteDetailAnswerSchema } from '@labo/domain/offer-schemas';
import { adminQuotesAnswerSchema } from '@labo/domain/quote-list-schemas';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { mailOutbox, offers, quotes } from '#db/schema';
import { seedStaffRecipients } from '#mail/staff-recipients-queries';
import { useAdminRouteTestApp } from '#test/admin-route-test-app';
import {
  forgedSignature,
  insertPricedArticle,
  postQuote,
  quoteRequest,
} from '#test/quote-fixtures';
import type { TestApp } from '#test/test-app';

// The negotiation through its calls (docs/product/offers.md#calls), on the real database.

const ADMIN_ID = 81;
const CUSTOMER_ID = 82;

let t: TestApp;
let as: { admin: { authorization: string }; customer: { authorization: string } };
useAdminRouteTestApp({ admin: ADMIN_ID, customer: CUSTOMER_ID }, (app, headers) => {
  t = app;
  as = headers;
});

type Headers = { authorization: string } | Record<string, never>;

/** A quote of two articles at 12,50 € and 4,00 € HT; the customer's when `owned`. */
async function requestQuote(owned: boolean) {
  const first = await insertPricedArticle(t.database.db, `DUR-${Math.random()}`.slice(0, 10), {
    basePriceCents: 1250,
  });
  const second = await insertPricedArticle(t.database.db, `GIL-${Math.random()}`.slice(0, 10), {
    basePriceCents: 400,
    vatBasisPoints: 550,
  });
  const res = await postQuote(
    t,
    quoteRequest(
      [
        { article_id: first.id, quantity: 2 },
        { article_id: second.id, quantity: 10 },
      ],
      { email: 'visiteur@example.org' },
    ),
    owned ? { headers: as.customer } : {},
  );
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json<{ id: number }>().id, first, second };
}

const detail = async (id: number, headers: Headers) => {
  const res = await t.app.inject({ url: `/api/protected/quote/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return quoteDetailAnswerSchema.parse(res.json());
};

const putDraft = (id: number, body: Record<string, unknown>, headers: Headers = as.admin) =>
  t.app.inject({ method: 'PUT', url: `/api/protected/quote/${id}/offer`, headers, payload: body });

const send = (id: number, headers: Headers = as.admin) =>
  t.app.inject({ method: 'POST', url: `/api/protected/quote/${id}/offer/send`, headers });

const answer = (
  id: number,
  what: 'accept' | 'changes' | 'decline',
  payload: Record<string, unknown>,
  headers: Headers = as.customer,
) => t.app.inject({ method: 'POST', url: `/api/protected/quote/${id}/${what}`, headers, payload });

/** The draft of the tests: the first article at a lower price, the second left out, a free line. */
function editedDraft(
  quote: Awaited<ReturnType<typeof requestQuote>>,
  version: number,
  validUntil = '2099-12-31',
) {
  return {
    version,
    lines: [
      { article_id: quote.first.id, quantity: 3, unit_price_ht: '11.00', vat_rate: '20.00' },
      {
        article_id: null,
        reference: 'ETAL-01',
        designation: 'Étalonnage sur site',
        quantity: 1,
        unit_price_ht: '80',
        discount_percent: '10',
        vat_rate: '20',
        lead_time: 'sous 15 jours',
      },
    ],
    shipping_ht: '29.50',
    valid_until: validUntil,
    message: 'Prix remisé pour votre laboratoire.',
  };
}

/** The mails queued so far, oldest first. */
const mails = () => t.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

describe('the negotiation of a logged-in buyer (docs/product/offers.md)', () => {
  it('runs from the request to the order: draft, 409, send, acceptance, history', async () => {
    await seedStaffRecipients(t.database.db, ['ventes@labo.example']);
    const quote = await requestQuote(true);

    const start = await detail(quote.id, as.admin);
    expect(start.quote).toMatchObject({ negotiation_state: 'requested', offer_version: null });
    expect(start.draft).toMatchObject({ version: 0, saved_at: null, shipping_ht: '29.50' });
    expect(start.draft?.lines.map((line) => line.quantity)).toEqual([2, 10]);

    const saved = await putDraft(quote.id, editedDraft(quote, 0));
    expect(saved.statusCode, saved.body).toBe(200);
    // 3 × 11,00 + 72,00 (80 less 10 %) + 29,50 shipping, all at 20 %.
    expect(saved.json()).toMatchObject({
      version: 1,
      lines_ht: '105.00',
      total_ht: '134.50',
      vat_by_rate: [{ vat_rate: '20.00', base_ht: '134.50', vat: '26.90' }],
      total_ttc: '161.40',
      saved_by: 'Camille Admin',
    });
    // The catalogue line is named from its article, whatever was sent.
    expect(saved.json().lines[0]).toMatchObject({
      reference: quote.first.crmId,
      designation: expect.stringContaining('Bécher'),
      total_ht: '33.00',
    });

    const stale = await putDraft(quote.id, editedDraft(quote, 0));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^Camille Admin a enregistré cette offre avant vous/);

    const sent = await send(quote.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ offer_version: 1 });
    const offerMail = (await mails()).at(-1);
    expect(offerMail).toMatchObject({
      toAddresses: ['visiteur@example.org'],
      subject: expect.stringMatching(/^Votre offre n° \d+-\d+ \(v1\)$/),
      attachment: { kind: 'offer_pdf', quoteId: quote.id, version: 1 },
    });
    expect(offerMail?.textBody).toContain('/my/account/quotes');

    const read = await detail(quote.id, as.customer);
    expect(read.quote).toMatchObject({
      negotiation_state: 'offer_sent',
      offer_version: 1,
      pipe_status: 'ON_GOING',
      status_history: [],
    });
    expect(read.draft).toBeNull();
    expect(read.offers).toMatchObject([{ version: 1, total_ttc: '161.40' }]);
    expect(read.history.map((entry) => entry.text)).toEqual([
      'Vous avez envoyé votre demande de devis.',
      "Nous vous avons envoyé l'offre v1.",
    ]);

    const withoutOrder = await answer(quote.id, 'accept', { purchase_order: ' ' });
    expect(withoutOrder.statusCode).toBe(400);
    const accepted = await answer(quote.id, 'accept', { purchase_order: 'BC-2026-001' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      quote: { negotiation_state: 'accepted', pipe_status: 'ARCHIVED' },
      purchase_order: { number: 'BC-2026-001', offer_version: 1 },
    });
    const [staffMail, confirmation] = (await mails()).slice(-2);
    expect(staffMail).toMatchObject({
      toAddresses: ['ventes@labo.example'],
      subject: expect.stringMatching(/offre v1 acceptée$/),
    });
    expect(staffMail?.textBody).toContain('BC-2026-001');
    expect(confirmation).toMatchObject({
      toAddresses: ['visiteur@example.org'],
      attachment: { kind: 'order_pdf', quoteId: quote.id, version: 1 },
    });

    const again = await answer(quote.id, 'accept', { purchase_order: 'BC-2' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ce devis est clos : son offre a été acceptée ou refusée.');
    expect((await putDraft(quote.id, editedDraft(quote, 1))).statusCode).toBe(409);

    const staffView = await detail(quote.id, as.admin);
    expect(staffView.draft).toBeNull();
    expect(staffView.history.map((entry) => [entry.text, entry.by])).toEqual([
      ['Demande de devis reçue', 'Marie Curie'],
      ['Offre v1 envoyée', 'Camille Admin'],
      ['Statut : EN ATTENTE → EN COURS', 'Camille Admin'],
      ['Offre v1 acceptée', 'Marie Curie'],
      ['Statut : EN COURS → ARCHIVÉ', 'Marie Curie'],
    ]);
    expect(staffView.history[3]?.detail).toBe('BC-2026-001');
  });

  it('keeps every version: changes asked, version 2 sent, then declined with a reason', async () => {
    const quote = await requestQuote(true);
    expect((await send(quote.id)).json()).toEqual({ offer_version: 1 });
    const changes = await answer(quote.id, 'changes', {
      message: 'Pouvez-vous livrer en janvier ?',
    });
    expect(changes.statusCode, changes.body).toBe(200);
    expect(changes.json().quote.negotiation_state).toBe('changes_requested');
    expect((await answer(quote.id, 'changes', {})).statusCode).toBe(400);

    // The draft starts again from the last offer, and is sent as version 2.
    const draft = (await detail(quote.id, as.admin)).draft;
    expect(draft?.lines).toHaveLength(2);
    expect((await putDraft(quote.id, editedDraft(quote, 0))).statusCode).toBe(200);
    expect((await send(quote.id)).json()).toEqual({ offer_version: 2 });

    const declined = await answer(quote.id, 'decline', { reason: 'Budget épuisé' });
    expect(declined.statusCode, declined.body).toBe(200);
    const answerBody: QuoteDetailAnswer = declined.json();
    expect(answerBody.quote).toMatchObject({
      negotiation_state: 'declined',
      pipe_status: 'ARCHIVED',
    });
    expect(answerBody.offers.map((offer) => [offer.version, offer.lines.length])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(answerBody.offers[0]?.total_ht).not.toBe(answerBody.offers[1]?.total_ht);
    expect(answerBody.history.at(-1)).toMatchObject({
      kind: 'declined',
      text: "Vous avez refusé l'offre v2.",
      detail: 'Budget épuisé',
      by: null,
    });
  });

  it('lists quotes with their negotiation state, and filters by it', async () => {
    const quote = await requestQuote(true);
    await send(quote.id);
    const res = await t.app.inject({
      url: '/api/protected/quotes/by/ON_GOING/status',
      headers: as.admin,
    });
    const listed = adminQuotesAnswerSchema.parse(res.json());
    expect(listed.quotes[0]).toMatchObject({ negotiation_state: 'offer_sent', offer_version: 1 });
    const mine = await t.app.inject({ url: '/api/protected/my/quotes', headers: as.customer });
    expect(mine.json().quotes[0]).toMatchObject({ negotiation_state: 'offer_sent' });

    const filtered = async (state: string) => {
      const answer = await t.app.inject({
        url: `/api/protected/quotes/by/ON_GOING/status?negotiation=${state}`,
        headers: as.admin,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return adminQuotesAnswerSchema.parse(answer.json()).quotes.map((listed) => listed.id);
    };
    expect(await filtered('offer_sent')).toEqual([quote.id]);
    expect(await filtered('requested')).toEqual([]);
    await t.database.db
      .update(quotes)
      .set({ offerValidUntil: '2026-01-15' })
      .where(eq(quotes.id, quote.id));
    expect(await filtered('offer_sent')).toEqual([]);
    expect(await filtered('expired')).toEqual([quote.id]);
    const unknown = await t.app.inject({
      url: '/api/protected/quotes/by/ON_GOING/status?negotiation=nope',
      headers: as.admin,
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('the export of accepted orders (docs/product/offers.md#order-export)', () => {
  it("gives each order's purchase order, addresses and accepted lines, to staff only", async () => {
    const quote = await requestQuote(true);
    const waiting = await requestQuote(true);
    await putDraft(quote.id, editedDraft(quote, 0));
    await send(quote.id);
    await send(waiting.id);
    await answer(quote.id, 'accept', { purchase_order: '0042-BC' });

    const csv = await t.app.inject({ url: '/api/protected/orders/export', headers: as.admin });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/commandes-\d{4}-\d{2}-\d{2}\.csv/);
    const [header, ...rows] = csv.body.split('\r\n').filter(Boolean);
    expect(header).toBe(
      '\uFEFFNuméro;Acceptée le;Bon de commande;Offre;Client;Société / laboratoire;Adresse e-mail;Téléphone;Adresse de livraison;Adresse de facturation;Lignes;Frais de port HT;Total HT;Total TTC',
    );
    const body = rows.join('\r\n');
    expect(body).toContain(';0042-BC;v1;Marie Curie;');
    expect(body).toContain('11 rue Pierre et Marie Curie');
    expect(body).toContain('1 place du Panthéon');
    expect(body).toContain('ETAL-01 · Étalonnage sur site × 1 à 80,00, remise 10 %');
    expect(body).toContain(';29,50;134,50;161,40');
    // One order: the quote still waiting for its buyer is not one.
    expect(body.match(/0042-BC/g)).toHaveLength(1);
    expect(body).not.toContain(String(waiting.first.crmId));

    const xlsx = await t.app.inject({
      url: '/api/protected/orders/export?format=xlsx',
      headers: as.admin,
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Commandes', 'Lignes']);
    expect(workbook.getWorksheet('Commandes')?.getCell('C2').value).toBe('0042-BC');
    expect(workbook.getWorksheet('Lignes')?.rowCount).toBe(3);

    const customer = await t.app.inject({
      url: '/api/protected/orders/export',
      headers: as.customer,
    });
    expect(customer.statusCode).toBe(403);
  });
});

describe('an expired offer (docs/product/offers.md#validity)', () => {
  it('cannot be accepted; the buyer may ask for it to be renewed', async () => {
    const quote = await requestQuote(true);
    await send(quote.id);
    await t.database.db
      .update(quotes)
      .set({ offerValidUntil: '2026-01-15' })
      .where(eq(quotes.id, quote.id));
    await t.database.db
      .update(offers)
      .set({ validUntil: '2026-01-15' })
      .where(eq(offers.quoteId, quote.id));
    expect((await detail(quote.id, as.customer)).quote.negotiation_state).toBe('expired');
    const accept = await answer(quote.id, 'accept', { purchase_order: 'BC-1' });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe(
      'Cette offre a expiré le 15/01/2026 : demandez son renouvellement.',
    );
    const renew = await answer(quote.id, 'changes', { message: 'Merci de la renouveler.' });
    expect(renew.json().quote.negotiation_state).toBe('changes_requested');
  });

  it('is not sent with a validity day already past, nor without lines', async () => {
    const quote = await requestQuote(true);
    const past = await putDraft(quote.id, editedDraft(quote, 0, '2020-01-01'));
    expect(past.statusCode).toBe(200);
    expect((await send(quote.id)).statusCode).toBe(400);
    const empty = await putDraft(quote.id, { ...editedDraft(quote, 1), lines: [] });
    expect(empty.statusCode).toBe(200);
    const refused = await send(quote.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^L'offre n'a aucune ligne/);
  });
});

describe('who may do what (docs/product/offers.md#calls)', () => {
  it('lets no customer edit or send an offer, nor read or answer another one', async () => {
    const mine = await requestQuote(true);
    const visitors = await requestQuote(false);
    expect((await putDraft(mine.id, editedDraft(mine, 0), as.customer)).statusCode).toBe(403);
    expect((await send(mine.id, as.customer)).statusCode).toBe(403);
    expect((await putDraft(mine.id, editedDraft(mine, 0), {})).statusCode).toBe(401);
    const other = await t.app.inject({
      url: `/api/protected/quote/${visitors.id}`,
      headers: as.customer,
    });
    expect(other.statusCode).toBe(404);
    await send(visitors.id);
    const answerOther = await answer(visitors.id, 'accept', { purchase_order: 'X' });
    expect(answerOther.statusCode).toBe(404);
    // Staff read every quote but answer none in the buyer's place.
    await send(mine.id);
    const staffAnswer = await answer(mine.id, 'accept', { purchase_order: 'X' }, as.admin);
    expect(staffAnswer.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/protected/quote/${mine.id}` })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown quote and 400 for a malformed draft', async () => {
    expect(
      (await t.app.inject({ url: '/api/protected/quote/999999', headers: as.admin })).statusCode,
    ).toBe(404);
    const quote = await requestQuote(true);
    const bad = await putDraft(quote.id, {
      ...editedDraft(quote, 0),
      lines: [{ article_id: null, quantity: 1, unit_price_ht: '1', vat_rate: '20' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'lines.0.reference': 'Une ligne libre demande une référence et une désignation.',
    });
    const unknown = await putDraft(quote.id, {
      ...editedDraft(quote, 0),
      lines: [{ article_id: 999999, quantity: 1, unit_price_ht: '1', vat_rate: '20' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({
      'lines.0.article_id': 'Article introuvable dans le catalogue.',
    });
  });
});

describe("a visitor's signed link (docs/product/offers.md#visitors)", () => {
  /** The query of the link the offer mail gives. */
  async function mailedLink(): Promise<string> {
    const text = (await mails()).at(-1)?.textBody ?? '';
    const match = /\/quote\/\d+\/offer\?(expires=\d+&signature=[\w-]+)/.exec(text);
    expect(match, text).not.toBeNull();
    return match?.[1] ?? '';
  }

  it('opens and answers the offer until its last day, and nothing else', async () => {
    const quote = await requestQuote(false);
    const other = await requestQuote(false);
    await send(other.id);
    await send(quote.id);
    const query = await mailedLink();

    const opened = await t.app.inject({ url: `/exposed/quote/${quote.id}/offer?${query}` });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(quoteDetailAnswerSchema.parse(opened.json())).toMatchObject({
      draft: null,
      offers: [{ version: 1 }],
    });

    const forged = forgedSignature(query);
    expect(forged).not.toBe(query);
    expect(
      (await t.app.inject({ url: `/exposed/quote/${quote.id}/offer?${forged}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/exposed/quote/${other.id}/offer?${query}` })).statusCode,
    ).toBe(404);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = `expires=${past}&signature=${t.app.signedLinks.sign(`quote-offer:${quote.id}`, past)}`;
    const late = await t.app.inject({ url: `/exposed/quote/${quote.id}/offer?${expired}` });
    expect(late.statusCode).toBe(410);
    expect(late.json().error).toBe('link_expired');
    const lateAnswer = await t.app.inject({
      method: 'POST',
      url: `/exposed/quote/${quote.id}/offer/accept?${expired}`,
      payload: { purchase_order: 'BC-9' },
    });
    expect(lateAnswer.statusCode).toBe(410);

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/exposed/quote/${quote.id}/offer/accept?${query}`,
      payload: { purchase_order: 'sans bon de commande' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      quote: { negotiation_state: 'accepted' },
      purchase_order: { number: 'sans bon de commande' },
    });
    // The visitor's answer is the quote's contact's, for staff.
    const staffView = await detail(quote.id, as.admin);
    expect(staffView.history.find((entry) => entry.kind === 'accepted')?.by).toBe('Marie Curie');
  });
});
