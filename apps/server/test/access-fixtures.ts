import { createHmac } from 'node:crypto';
import { attachments, importRuns, users } from '#db/schema';
import { insertArticle, insertCampaign, insertTree } from './catalog-fixtures';
import { postQuote, quoteRequest } from './quote-fixtures';
import type { TestApp } from './test-app';

// What the access matrix (src/http/access-matrix.test.ts) calls every route with: real rows
// to fill the path parameters, and the six kinds of caller (docs/security.md#access-matrix).

/** The JWT_SECRET of the matrix's app, so that the test can forge tokens as an attacker would. */
export const MATRIX_JWT_SECRET = 'matrice-des-acces-secret-de-test-0123456789';

const ADMIN_ID = 1;
const CUSTOMER_ID = 2;
const OTHER_CUSTOMER_ID = 3;
const VICTIM_ID = 4;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A compact JWS signed with HS256 under `secret`, or unsigned when `secret` is null (alg none). */
function jwt(payload: Record<string, unknown>, secret: string | null): string {
  if (secret === null) return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
  const head = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The callers of every row, in the order they call: the refused ones first. */
export function callers() {
  const now = Math.floor(Date.now() / 1000);
  const customer = { sub: String(CUSTOMER_ID), ver: 0, iat: now, exp: now + 3600 };
  const admin = { sub: String(ADMIN_ID), ver: 0, iat: now, exp: now + 3600 };
  return {
    'no token': {},
    'expired token': bearer(jwt({ ...admin, iat: now - 7200, exp: now - 3600 }, MATRIX_JWT_SECRET)),
    'token of another secret': bearer(jwt(admin, 'un-autre-secret-de-plus-de-32-caracteres')),
    'alg none token': bearer(jwt(admin, null)),
    customer: bearer(jwt(customer, MATRIX_JWT_SECRET)),
    admin: bearer(jwt(admin, MATRIX_JWT_SECRET)),
  } as const;
}

export type CallerName = keyof ReturnType<typeof callers>;

/** A token of the other customer, for the checks that one customer never reaches another's data. */
export function otherCustomerHeaders() {
  const now = Math.floor(Date.now() / 1000);
  return bearer(
    jwt({ sub: String(OTHER_CUSTOMER_ID), ver: 0, iat: now, exp: now + 3600 }, MATRIX_JWT_SECRET),
  );
}

const user = (id: number, roles: string[]) => ({
  id,
  email: `compte-${id}@labo.example`,
  passwordHash: 'x',
  firstName: `Prénom${id}`,
  lastName: `Nom${id}`,
  roles,
  verified: true,
});

/** Sends the quote's first offer as the administrator; its answers need one. */
async function sendOffer(t: TestApp, quoteId: number, articleId: number) {
  const admin = callers().admin;
  const draft = await t.app.inject({
    method: 'PUT',
    url: `/api/protected/quote/${quoteId}/offer`,
    headers: admin,
    payload: {
      version: 0,
      lines: [{ article_id: articleId, quantity: 2, unit_price_ht: '11.00', vat_rate: '20.00' }],
      shipping_ht: '29.50',
      valid_until: '2099-12-31',
      message: 'Offre de la matrice',
    },
  });
  if (draft.statusCode !== 200) throw new Error(`offer draft: ${draft.body}`);
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/protected/quote/${quoteId}/offer/send`,
    headers: admin,
  });
  if (sent.statusCode !== 200) throw new Error(`offer send: ${sent.body}`);
}

async function sentQuote(t: TestApp, articleId: number, headers: Record<string, string>) {
  const res = await postQuote(t, quoteRequest([{ article_id: articleId, quantity: 2 }]), {
    headers,
  });
  if (res.statusCode !== 201) throw new Error(`quote: ${res.body}`);
  const { id, pdf_link: pdfLink } = res.json<{ id: number; pdf_link: string }>();
  await sendOffer(t, id, articleId);
  return { id, pdfLink };
}

/**
 * The rows every path parameter points to: two customers' quotes with an offer sent, a
 * visitor's quote with its signed links, an article with a picture, a campaign, an import.
 */
export async function insertAccessWorld(t: TestApp) {
  const { db } = t.database;
  await db
    .insert(users)
    .values([
      user(ADMIN_ID, ['ROLE_USER', 'ROLE_ADMIN']),
      user(CUSTOMER_ID, ['ROLE_USER']),
      user(OTHER_CUSTOMER_ID, ['ROLE_USER']),
      user(VICTIM_ID, ['ROLE_USER']),
    ]);
  const tree = await insertTree(db, ['Verrerie', 'Béchers', 'Forme basse']);
  const article = await insertArticle(db, {
    crmId: 'DUR-1',
    label: 'Bécher DUR-1',
    brandName: 'Duran',
    conditionnement: 'Carton de 10',
    underSubCategoryId: tree.underSubCategoryId,
    basePriceCents: 1250,
  });
  const [picture] = await db
    .insert(attachments)
    .values({
      articleId: article.id,
      isPicture: true,
      isFirst: true,
      originalFileName: 'becher.png',
      mimeType: 'image/webp',
      sizeBytes: 4,
      storageKey: `articles/${article.id}/p1`,
    })
    .returning();
  const campaign = await insertCampaign(db, {
    title: 'Rentrée',
    percentage: 10,
    startAt: new Date(Date.now() - 86_400_000),
    endAt: new Date(Date.now() + 86_400_000),
    articleIds: [article.id],
  });
  const [importRun] = await db
    .insert(importRuns)
    .values({
      fileName: 'export.csv',
      userId: ADMIN_ID,
      status: 'applied',
      summary: {},
      report: [],
      rejections: [{ line: 2, crmId: 'X-1', message: 'Prix manquant' }],
      startedAt: new Date(),
    })
    .returning();
  const owned = await sentQuote(t, article.id, callers().customer);
  const othersQuote = await sentQuote(t, article.id, otherCustomerHeaders());
  const visitor = await sentQuote(t, article.id, {});
  const offerLink = t.app.signedLinks.sign(`quote-offer:${visitor.id}`, 4102444800);
  if (!picture || !importRun) throw new Error('fixtures not inserted');
  return {
    tree,
    article,
    picture,
    campaign,
    importRun,
    quote: owned.id,
    othersQuote: othersQuote.id,
    visitorQuote: visitor.id,
    visitorPdfQuery: visitor.pdfLink.slice(visitor.pdfLink.indexOf('?')),
    visitorOfferQuery: `?expires=4102444800&signature=${offerLink}`,
    victim: VICTIM_ID,
  };
}

export type AccessWorld = Awaited<ReturnType<typeof insertAccessWorld>>;
