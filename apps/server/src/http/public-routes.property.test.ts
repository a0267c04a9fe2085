import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox, quoteLines, quotes, users } from '#db/schema';
import { seedStaffRecipients } from '#mail/staff-recipients-queries';
import { insertArticle, insertTree } from '#test/catalog-fixtures';
import { fieldValue, hostileText, pathSegment, shortHostileText } from '#test/hostile-input';
import { createTestApp, type TestApp } from '#test/test-app';

// Generated and hostile input on every public JSON route and every path parameter of the
// public GET routes: whatever comes in, the answer is never a 5xx, an error answer has the
// `{ error, message }` shape (docs/product/api-conventions.md#error-shape), and a refused
// request leaves the database as it was. Calls come from this machine without a proxy,
// so the rate limits let them all through (docs/product/api-conventions.md#rate-limits).

const QUOTE_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'comment',
  'deliveryStreet',
  'deliveryStreetComplement',
  'deliveryCityZipCode',
  'deliveryCity',
  'deliveryCountry',
  'billingStreet',
  'billingStreetComplement',
  'billingCityZipCode',
  'billingCity',
  'billingCountry',
  'env',
] as const;
const CONTACT_TEXT_FIELDS = [
  'first_name',
  'last_name',
  'phone_number',
  'company',
  'environment',
] as const;

/** Text fields mostly of a length their bound accepts, so that many bodies reach the database. */
const fields = (names: readonly string[]) => {
  const value = fc.oneof(
    { weight: 15, arbitrary: shortHostileText },
    { weight: 1, arbitrary: fieldValue },
  );
  return fc.record(Object.fromEntries(names.map((name) => [name, value])), { requiredKeys: [] });
};

const validOrHostile = (valid: string) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(valid) }, { weight: 2, arbitrary: fieldValue });

let t: TestApp;
let articleId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedStaffRecipients(t.database.db, ['ventes@labo.example']);
  const { underSubCategoryId } = await insertTree(t.database.db, ['Verrerie', 'Béchers', 'Bas']);
  const article = await insertArticle(t.database.db, {
    crmId: 'DUR-1',
    label: 'Bécher 250 ml',
    basePriceCents: 1250,
    underSubCategoryId,
  });
  articleId = article.id;
});
afterAll(() => t.close());

async function storedCounts() {
  const db = t.database.db;
  const [quoteCount, lineCount, mailCount, messageCount, userCount] = await Promise.all([
    db.$count(quotes),
    db.$count(quoteLines),
    db.$count(mailOutbox),
    db.$count(contactMessages),
    db.$count(users),
  ]);
  return {
    quotes: quoteCount,
    lines: lineCount,
    mails: mailCount,
    messages: messageCount,
    users: userCount,
  };
}

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

function expectNoServerError(res: Answer) {
  expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  }
}

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

/** A 201 adds one row of `created`; any other answer leaves every count as it was. */
async function postAndCheckStorage(
  url: string,
  payload: unknown,
  created: keyof Awaited<ReturnType<typeof storedCounts>>,
) {
  const before = await storedCounts();
  const res = await post(url, payload);
  expectNoServerError(res);
  const after = await storedCounts();
  if (res.statusCode === 201) {
    expect(after[created]).toBe(before[created] + 1);
  } else {
    expect(after).toEqual(before);
  }
}

const RUNS = { numRuns: 300 };

describe('public JSON routes under generated and hostile input', () => {
  it('POST /exposed/post/quote: no 5xx; a refused quote stores nothing', async () => {
    const line = fc.record(
      {
        article_id: fc.oneof(fc.constant(articleId), fieldValue, fc.integer()),
        quantity: fc.oneof(fc.integer({ min: -5, max: 20_000 }), fieldValue),
      },
      { requiredKeys: [] },
    );
    const lines = fc.oneof(
      { weight: 4, arbitrary: fc.constant([{ article_id: articleId, quantity: 2 }]) },
      { weight: 1, arbitrary: fc.array(line, { maxLength: 3 }) },
      { weight: 1, arbitrary: fieldValue },
    );
    const body = fc
      .tuple(fields(QUOTE_TEXT_FIELDS), validOrHostile('marie@example.org'), lines)
      .map(([text, email, quoteLines]) => ({ ...text, email, lines: quoteLines }));
    await fc.assert(
      fc.asyncProperty(body, (payload) =>
        postAndCheckStorage('/exposed/post/quote', payload, 'quotes'),
      ),
      RUNS,
    );
  });

  it('POST /post/contact/form: no 5xx; a refused message stores nothing', async () => {
    const body = fc
      .tuple(
        fields(CONTACT_TEXT_FIELDS),
        validOrHostile('rosalind@example.org'),
        validOrHostile('Avez-vous des pipettes graduées ?'),
      )
      .map(([text, email, content]) => ({ ...text, email, content }));
    await fc.assert(
      fc.asyncProperty(body, (payload) =>
        postAndCheckStorage('/post/contact/form', payload, 'messages'),
      ),
      RUNS,
    );
  });

  it('POST /exposed/create/account: no 5xx; a refused sign-up stores nothing', async () => {
    // Generated addresses, so that valid bodies mostly create a new account.
    const email = fc.oneof(
      { weight: 3, arbitrary: fc.emailAddress() },
      { weight: 2, arbitrary: fieldValue },
    );
    const body = fc
      .tuple(fields(['firstName', 'lastName', 'phone']), email, validOrHostile('radium-1898'))
      .map(([text, address, password]) => ({ ...text, email: address, password }));
    await fc.assert(
      fc.asyncProperty(body, (payload) =>
        postAndCheckStorage('/exposed/create/account', payload, 'users'),
      ),
      { numRuns: 100 },
    );
  });

  it.each([
    '/api/login_check',
    '/exposed/account/verify',
    '/exposed/password/reset/request',
    '/exposed/password/{}/user/reset',
  ])('POST %s: no 5xx and nothing stored', async (route) => {
    const body = fc.oneof(
      fc
        .tuple(validOrHostile('marie@example.org'), fieldValue, fieldValue)
        .map(([email, password, token]) => ({
          email,
          userEmail: email,
          password,
          token,
          resetToken: token,
        })),
      fieldValue,
    );
    const url = fc
      .oneof(fc.constant('token'), hostileText)
      .map((token) => route.replace('{}', pathSegment(token)));
    // No account: the sign-up property above may have created one for an address these
    // bodies use, and a reset request for it rightly queues a mail.
    await t.database.db.delete(users);
    const before = await storedCounts();
    await fc.assert(
      fc.asyncProperty(url, body, async (path, payload) => {
        expectNoServerError(await post(path, payload));
      }),
      { numRuns: 100 },
    );
    // What a reset request leaves for after its answer counts too.
    await t.app.deferredWork.idle();
    expect(await storedCounts()).toEqual(before);
  });

  it('POST /exposed/search/articles: no 5xx and nothing stored', async () => {
    const before = await storedCounts();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileText.map((query) => ({ query })),
          fieldValue,
        ),
        async (payload) => {
          expectNoServerError(await post('/exposed/search/articles', payload));
        },
      ),
      RUNS,
    );
    expect(await storedCounts()).toEqual(before);
  });

  it('POST /exposed/articles/by/ids: no 5xx and nothing stored', async () => {
    const id = fc.oneof(fc.constant(articleId), fc.integer(), fc.double(), fieldValue);
    const before = await storedCounts();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.array(id, { maxLength: 5 }).map((ids) => ({ ids })),
          fieldValue,
        ),
        async (payload) => {
          expectNoServerError(await post('/exposed/articles/by/ids', payload));
        },
      ),
      RUNS,
    );
    expect(await storedCounts()).toEqual(before);
  });

  it.each([
    '/exposed/under/sub/category/{}/articles',
    '/exposed/sub/category/{}/articles',
    '/exposed/detailed/{}/article',
    '/exposed/detailed/by/{}/article',
    '/exposed/articles/by/{}/reference',
    '/exposed/article/{}/get/thumbnail',
    '/exposed/attachment/{}/get/thumbnail',
    '/exposed/attachment/{}/get/full/size',
  ])('GET %s: no 5xx for any path parameter', async (route) => {
    const parameter = fc.oneof(
      hostileText,
      fc.integer().map(String),
      fc.constantFrom('0', '-1', '2147483648', '1e3', '0x10', ' 1', 'NaN'),
    );
    await fc.assert(
      fc.asyncProperty(parameter, async (value) => {
        const res = await t.app.inject(route.replace('{}', pathSegment(value)));
        expectNoServerError(res);
      }),
      { numRuns: 200 },
    );
  });
});
