import fc from 'fast-check';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStaffRecipients } from '#mail/staff-recipients-queries';
import { insertAdminAndCustomer } from '#test/auth-fixtures';
import { insertArticle, insertCampaign, insertTree } from '#test/catalog-fixtures';
import { databaseFingerprint } from '#test/database-fingerprint';
import { type DocumentedRoute, documentedRoutes, jsonBodySchema } from '#test/documented-routes';
import { hostileText, pathSegment } from '#test/hostile-input';
import { postQuote, quoteRequest } from '#test/quote-fixtures';
import { valueFor } from '#test/schema-arbitraries';
import { createTestApp, type TestApp } from '#test/test-app';

// Every route of the API document, read from the app itself so that a new route is fuzzed
// without a line here (docs/security.md#fuzzing): path parameters, query strings and JSON
// bodies are generated from the route's own schema, mostly well-formed, with hostile text
// and values of the wrong type, and sent with the customer's and the staff's tokens.
// Whatever comes in, the answer is never a 5xx, an error has the `{ error, message }` shape
// (docs/product/api-conventions.md#error-shape), and a refused request changes no row.
// FUZZ_RUNS raises the cases per route for a long run (the figures of docs/security.md).

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
type Schema = OpenAPIV3.SchemaObject;

/** Ids of the fixtures, other numbers, and text that is no id at all. */
const pathValue = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 6 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('1001', '1002') },
  { weight: 1, arbitrary: fc.constantFrom('0', '-1', '2147483648', '1e3', '0x1', ' 1', 'NaN') },
  { weight: 2, arbitrary: hostileText },
);

function requestFor(route: DocumentedRoute) {
  const { path, operation } = route;
  const parameters = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
  const inPath = parameters.filter((parameter) => parameter.in === 'path');
  const inQuery = parameters.filter((parameter) => parameter.in === 'query');
  const body = operation.requestBody;
  return fc.record({
    url: fc
      .tuple(
        fc.tuple(...inPath.map(() => pathValue)),
        fc.tuple(...inQuery.map((parameter) => fc.option(valueFor(parameter.schema as Schema)))),
      )
      .map(([pathValues, queryValues]) => {
        let url = path;
        inPath.forEach((parameter, index) => {
          url = url.replace(`{${parameter.name}}`, pathSegment(String(pathValues[index])));
        });
        const query = inQuery
          .map((parameter, index) => [parameter.name, queryValues[index]] as const)
          .filter(([, value]) => value !== null)
          .map(([name, value]) => `${name}=${pathSegment(String(value))}`);
        return query.length > 0 ? `${url}?${query.join('&')}` : url;
      }),
    payload: body ? valueFor(jsonBodySchema(route)) : fc.constant(undefined),
    as: fc.constantFrom('customer', 'staff'),
  });
}

// Built before the tests are collected: each route is a test of its own.
const t: TestApp = await createTestApp();
let tokens: Awaited<ReturnType<typeof insertAdminAndCustomer>>;

beforeAll(async () => {
  const db = t.database.db;
  await seedStaffRecipients(db, ['ventes@labo.example']);
  // Ids past those the sequence gives, so that sign-ups get theirs.
  tokens = await insertAdminAndCustomer(t, { admin: 1001, customer: 1002 });
  const { underSubCategoryId } = await insertTree(db, ['Verrerie', 'Béchers', 'Bas']);
  const articles = [];
  for (const crmId of ['DUR-1', 'DUR-2', 'DUR-3']) {
    articles.push(
      await insertArticle(db, {
        crmId,
        label: `Bécher ${crmId}`,
        basePriceCents: 1250,
        underSubCategoryId,
      }),
    );
  }
  const now = Date.now();
  await insertCampaign(db, {
    title: 'Rentrée',
    percentage: 10,
    startAt: new Date(now - 86_400_000),
    endAt: new Date(now + 86_400_000),
    articleIds: articles.map((article) => article.id),
  });
  for (const article of articles) {
    const res = await postQuote(t, quoteRequest([{ article_id: article.id, quantity: 2 }]), {
      headers: tokens.customer,
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const routes = documentedRoutes(t.app);
/** Taken again only after a request that was accepted and may have changed rows. */
let before: Awaited<ReturnType<typeof databaseFingerprint>>;

describe('every documented route under generated and hostile input', () => {
  beforeAll(async () => {
    before = await databaseFingerprint(t.database.db);
  });

  it('finds the routes in the app', () => {
    // A floor, not a count: the document grows with the app.
    expect(routes.length).toBeGreaterThan(60);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: no 5xx, and a refused request changes nothing',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(requestFor(route), async ({ url, payload, as }) => {
          const token = as === 'staff' ? tokens.admin : tokens.customer;
          const res = await t.app.inject({
            method: route.method,
            url,
            ...(payload === undefined
              ? { headers: token }
              : {
                  headers: { ...token, 'content-type': 'application/json' },
                  // `undefined` inside an array or object is what a client cannot send.
                  payload: JSON.stringify(payload) ?? 'null',
                }),
          });
          const where = `${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.json(), where).toMatchObject({
              error: expect.any(String),
              message: expect.any(String),
            });
            expect(await databaseFingerprint(t.database.db), where).toEqual(before);
          } else {
            before = await databaseFingerprint(t.database.db);
          }
        }),
        { numRuns: RUNS },
      );
    },
    // Patience for a busy machine, not a speed check.
    60_000 + RUNS * 500,
  );
});
