import {
  PURCHASE_ORDER_DOCUMENT_MAX_BYTES,
  PURCHASE_ORDER_DOCUMENTS_MAX,
} from '@labo/domain/limits';
import { quoteDetailAnswerSchema } from '@labo/domain/offer-schemas';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, purchaseOrderDocuments } from '#db/schema';
import { seedStaffRecipients } from '#mail/staff-recipients-queries';
import { insertAdminAndCustomer } from '#test/auth-fixtures';
import { pdfBytes } from '#test/media-fixtures';
import { multipartFile } from '#test/multipart-fixtures';
import {
  forgedSignature,
  insertPricedArticle,
  postQuote,
  quoteRequest,
} from '#test/quote-fixtures';
import { parseMail, type SmtpPeer, startSmtpPeer } from '#test/smtp-peer';
import { createTestApp, type TestApp } from '#test/test-app';
import { resetDatabase } from '#test/test-database';

// The purchase order's PDF through its calls (docs/product/offers.md#purchase-order-document),
// on the real database, its staff mail through a real SMTP peer.

const ADMIN_ID = 91;
const CUSTOMER_ID = 92;

let t: TestApp;
let smtp: SmtpPeer;
let as: Awaited<ReturnType<typeof insertAdminAndCustomer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://labo.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await resetDatabase(t.database);
  smtp.received.length = 0;
  as = await insertAdminAndCustomer(t, { admin: ADMIN_ID, customer: CUSTOMER_ID });
  await seedStaffRecipients(t.database.db, ['ventes@labo.example']);
});

type Headers = Record<string, string>;

/** A quote with offer v1 sent; the customer's when `owned`, else a visitor's with its link. */
async function sentQuote(owned: boolean) {
  const article = await insertPricedArticle(t.database.db, `DUR-${Math.random()}`.slice(0, 10), {
    basePriceCents: 1250,
  });
  const posted = await postQuote(t, quoteRequest([{ article_id: article.id, quantity: 2 }]), {
    headers: owned ? as.customer : {},
  });
  expect(posted.statusCode, posted.body).toBe(201);
  const id = posted.json<{ id: number }>().id;
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/protected/quote/${id}/offer/send`,
    headers: as.admin,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const expires = 4102444800;
  const link = `expires=${expires}&signature=${t.app.signedLinks.sign(`quote-offer:${id}`, expires)}`;
  return { id, link };
}

/** The same quote accepted, as its owner or through its link. */
async function acceptedQuote(owned: boolean) {
  const quote = await sentQuote(owned);
  const accepted = await t.app.inject({
    method: 'POST',
    url: owned
      ? `/api/protected/quote/${quote.id}/accept`
      : `/exposed/quote/${quote.id}/offer/accept?${quote.link}`,
    headers: owned ? as.customer : {},
    payload: { purchase_order: 'BC-2026-7' },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return quote;
}

const ownerUrl = (id: number) => `/api/protected/quote/${id}/purchase-order/document`;
const linkUrl = (quote: { id: number; link: string }) =>
  `/exposed/quote/${quote.id}/offer/purchase-order/document?${quote.link}`;

function upload(
  url: string,
  headers: Headers,
  file = multipartFile('file', 'BC 7.pdf', pdfBytes()),
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: file.payload,
    headers: { ...headers, ...file.headers },
  });
}

const download = (id: number, headers: Headers) => t.app.inject({ url: ownerUrl(id), headers });

const storedDocuments = (quoteId: number) =>
  t.database.db
    .select({ fileName: purchaseOrderDocuments.fileName })
    .from(purchaseOrderDocuments)
    .where(eq(purchaseOrderDocuments.quoteId, quoteId))
    .orderBy(asc(purchaseOrderDocuments.id));

describe('the owner attaches the purchase order (docs/product/offers.md#purchase-order-document)', () => {
  it('stores it, shows it in the answer and the history, and staff download it', async () => {
    const quote = await acceptedQuote(true);
    const res = await upload(ownerUrl(quote.id), as.customer);
    expect(res.statusCode, res.body).toBe(200);
    const answer = quoteDetailAnswerSchema.parse(res.json());
    expect(answer.purchase_order?.document).toMatchObject({
      file_name: 'BC 7.pdf',
      size_bytes: pdfBytes().length,
    });
    expect(answer.history.at(-1)).toMatchObject({
      kind: 'purchase_order_attached',
      text: 'Vous avez joint votre bon de commande.',
      detail: 'BC 7.pdf',
      by: null,
    });

    for (const headers of [as.admin, as.customer]) {
      const file = await download(quote.id, headers);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      // Always a download under its name, never shown inline.
      expect(file.headers['content-disposition']).toMatch(
        /^attachment; filename="[^"]+"; filename\*=UTF-8''BC%207\.pdf$/,
      );
      expect(file.rawPayload.equals(pdfBytes())).toBe(true);
    }
    const staffView = await t.app.inject({
      url: `/api/protected/quote/${quote.id}`,
      headers: as.admin,
    });
    expect(staffView.json().history.at(-1)).toMatchObject({
      text: 'Bon de commande joint',
      detail: 'BC 7.pdf',
      by: 'Marie Curie',
    });
  });

  it('replaces the document with a later one and keeps the first in the history', async () => {
    const quote = await acceptedQuote(true);
    expect((await upload(ownerUrl(quote.id), as.customer)).statusCode).toBe(200);
    const second = multipartFile('file', '../../tmp/BC\u0007-v2.pdf', pdfBytes('Version 2'));
    const res = await upload(ownerUrl(quote.id), as.customer, second);
    expect(res.statusCode, res.body).toBe(200);
    // Shown without its folders or control characters.
    expect(res.json().purchase_order.document.file_name).toBe('BC-v2.pdf');
    expect(await storedDocuments(quote.id)).toEqual([
      { fileName: 'BC 7.pdf' },
      { fileName: 'BC-v2.pdf' },
    ]);
    const details = res
      .json()
      .history.filter((entry: { kind: string }) => entry.kind === 'purchase_order_attached')
      .map((entry: { detail: string }) => entry.detail);
    expect(details).toEqual(['BC 7.pdf', 'BC-v2.pdf']);
    const file = await download(quote.id, as.admin);
    expect(file.rawPayload.equals(pdfBytes('Version 2'))).toBe(true);
  });

  it('refuses a document past the fifth of an order (409), storing and mailing nothing', async () => {
    const quote = await acceptedQuote(false);
    for (let n = 0; n < PURCHASE_ORDER_DOCUMENTS_MAX; n += 1) {
      expect((await upload(linkUrl(quote), {})).statusCode).toBe(200);
    }
    const mails = await t.database.db.$count(mailOutbox);
    const res = await upload(linkUrl(quote), {});
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(
      'Vous avez déjà joint 5 bons de commande à cette commande : pour en changer encore, écrivez-nous.',
    );
    expect(await storedDocuments(quote.id)).toHaveLength(PURCHASE_ORDER_DOCUMENTS_MAX);
    expect(await t.database.db.$count(mailOutbox)).toBe(mails);
  });

  it('mails the staff the PDF through the outbox, replying to the buyer', async () => {
    const quote = await acceptedQuote(true);
    await t.app.mail.drainOnce();
    smtp.received.length = 0;
    expect((await upload(ownerUrl(quote.id), as.customer)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    expect(row).toMatchObject({
      toAddresses: ['ventes@labo.example'],
      subject: expect.stringMatching(/^Bon de commande joint au devis n° \d+-\d+$/),
      replyTo: 'marie.curie@example.org',
      attachment: { kind: 'purchase_order_document', quoteId: quote.id },
    });

    expect(await t.app.mail.drainOnce()).toBe(1);
    const [received] = smtp.received;
    expect(received?.recipients).toEqual(['ventes@labo.example']);
    const mail = parseMail(received?.raw ?? '');
    expect(mail.attachments).toEqual([
      { fileName: 'BC 7.pdf', contentType: 'application/pdf', body: pdfBytes() },
    ]);
    expect(mail.text).toContain('BC 7.pdf (1 ko)');
    expect(mail.text).toContain(`https://labo.example/admin/quotes/${quote.id}`);
  });
});

describe("a visitor's signed link (docs/product/offers.md#visitors)", () => {
  it('attaches the document to the accepted quote it opens, and nothing else', async () => {
    const quote = await acceptedQuote(false);
    const other = await acceptedQuote(false);
    const res = await upload(linkUrl(quote), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().purchase_order.document.file_name).toBe('BC 7.pdf');
    // A visitor has no account: staff read the quote's contact.
    const staffView = await t.app.inject({
      url: `/api/protected/quote/${quote.id}`,
      headers: as.admin,
    });
    expect(staffView.json().history.at(-1).by).toBe('Marie Curie');

    const forged = linkUrl({
      id: quote.id,
      link: forgedSignature(quote.link),
    });
    expect((await upload(forged, {})).statusCode).toBe(404);
    expect((await upload(linkUrl({ id: other.id, link: quote.link }), {})).statusCode).toBe(404);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = `expires=${past}&signature=${t.app.signedLinks.sign(`quote-offer:${quote.id}`, past)}`;
    const late = await upload(linkUrl({ id: quote.id, link: expired }), {});
    expect(late.statusCode).toBe(410);
    expect(await storedDocuments(other.id)).toEqual([]);
  });
});

describe('what is refused, with a French message and nothing stored', () => {
  it('refuses before acceptance (409), a file that is no PDF (415), no file (400)', async () => {
    const waiting = await sentQuote(true);
    const early = await upload(ownerUrl(waiting.id), as.customer);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      error: 'conflict',
      message: "Le bon de commande se joint à une commande : acceptez d'abord l'offre de ce devis.",
    });

    const quote = await acceptedQuote(true);
    const png = multipartFile('file', 'bc.pdf', Buffer.from('89504e470d0a1a0a0000', 'hex'));
    const notPdf = await upload(ownerUrl(quote.id), as.customer, png);
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json().message).toBe('Le bon de commande doit être un fichier PDF.');
    const wrongField = multipartFile('document', 'bc.pdf', pdfBytes());
    const missing = await upload(ownerUrl(quote.id), as.customer, wrongField);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choisissez le PDF du bon de commande à joindre.');
    const json = await t.app.inject({
      method: 'POST',
      url: ownerUrl(quote.id),
      headers: as.customer,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe('unsupported_media_type');
    expect(await storedDocuments(quote.id)).toEqual([]);
  });

  it('refuses a file past 10 MB with 413', async () => {
    const quote = await acceptedQuote(true);
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(PURCHASE_ORDER_DOCUMENT_MAX_BYTES)]);
    const res = await upload(ownerUrl(quote.id), as.customer, multipartFile('file', 'bc.pdf', big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'file_too_large',
      message: 'Le bon de commande dépasse 10 Mo : envoyez un PDF plus léger.',
    });
    expect(await storedDocuments(quote.id)).toEqual([]);
  });

  it('lets staff download but not attach, and shows another customer nothing (404)', async () => {
    const quote = await acceptedQuote(true);
    expect((await download(quote.id, as.admin)).statusCode).toBe(404);
    const staff = await upload(ownerUrl(quote.id), as.admin);
    expect(staff.statusCode).toBe(403);
    const visitors = await acceptedQuote(false);
    expect((await upload(linkUrl(visitors), {})).statusCode).toBe(200);
    expect((await upload(ownerUrl(visitors.id), as.customer)).statusCode).toBe(404);
    expect((await download(visitors.id, as.customer)).statusCode).toBe(404);
    expect((await download(visitors.id, as.admin)).statusCode).toBe(200);
    expect((await download(visitors.id, {})).statusCode).toBe(401);
  });
});
