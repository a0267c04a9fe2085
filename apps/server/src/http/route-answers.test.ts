import { apiRoutes } from '@labo/domain/api-routes';
import { describe, expect, it } from 'vitest';
import { useAdminRouteTestApp } from '#test/admin-route-test-app';
import { insertPricedArticle } from '#test/quote-fixtures';
import type { TestApp } from '#test/test-app';

// Every route of the OpenAPI document called the ways that make it refuse: without a
// token, as a customer and as an administrator, with unknown and malformed path values
// and with empty, mistyped and out-of-range bodies. Each status answered must be one the
// document lists for that route (docs/product/api-conventions.md#openapi-document), and each text
// of an error answer, its message and its fields, must be French
// (docs/product/api-conventions.md#error-shape).

let t: TestApp;
let as: { admin: { authorization: string }; customer: { authorization: string } };
useAdminRouteTestApp({ admin: 91, customer: 92 }, (app, headers) => {
  t = app;
  as = headers;
});

type Operation = { responses: Record<string, unknown>; requestBody?: unknown };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Path values: unknown, malformed and hostile. */
const PATH_VALUES = ['999999', 'abc', '-1', '%00'];

/** Bodies that a route must refuse: empty, of the wrong types, out of range. */
const BODIES: unknown[] = [
  {},
  { email: 42, password: [], lines: 'x', title: null, percentage: 'beaucoup', url: 1 },
  {
    email: 'marie@example.org',
    lines: [{ article_id: 1, quantity: 0 }],
    startDateTime: 'demain',
    endDateTime: '2026-02-30 00:00:00',
    percentage: 100,
    new_status: 'NOPE',
    link: 'ftp://exemple',
    url: 'http://127.0.0.1/',
    emails: ['pas-une-adresse'],
    password: 'a',
  },
];

/** Words that give an English text away; none is a French word. */
const ENGLISH =
  /\b(the|is|are|must|cannot|should|expected|received|invalid|required|amount|integer|not|found|error|too|input|string|number|array|object|unexpected|body|empty|present|missing|failed|allowed|unsupported|request)\b/i;

function textsOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { message, fields } = body as { message?: unknown; fields?: Record<string, unknown> };
  return [message, ...Object.values(fields ?? {})].filter((text) => typeof text === 'string');
}

function callsOf(path: string, method: string, operation: Operation) {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const urls =
    names.length === 0
      ? [path]
      : PATH_VALUES.map((value) => path.replace(/\{\w+\}/g, value)).concat(
          path.replace(/\{\w+\}/g, '1'),
        );
  const bodies = operation.requestBody === undefined ? [undefined] : BODIES;
  return urls.flatMap((url) =>
    bodies.map((payload) => ({
      method: method.toUpperCase() as 'GET',
      url,
      payload: payload as Record<string, unknown> | undefined,
    })),
  );
}

describe('every route under refused calls', () => {
  it('answers only the statuses its OpenAPI operation lists, with French texts', async () => {
    await insertPricedArticle(t.database.db, 'DUR-1', { basePriceCents: 1250 });
    const spec = (await t.app.inject('/docs/json')).json<OpenApi>();
    const undocumented = new Set<string>();
    const english = new Set<string>();
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const call of callsOf(path, method, operation)) {
          // Deleting one's own account would end the tokens of the calls that follow.
          const selfDelete = path === apiRoutes.selfDelete;
          for (const headers of selfDelete ? [{}] : [{}, as.customer, as.admin]) {
            const res = await t.app.inject({ ...call, headers });
            const status = String(res.statusCode);
            if (!(status in operation.responses)) undocumented.add(`${method} ${path} ${status}`);
            if (!String(res.headers['content-type']).includes('json') || res.statusCode < 400)
              continue;
            for (const text of textsOf(res.json())) {
              if (ENGLISH.test(text)) english.add(`${method} ${path}: ${text}`);
            }
          }
        }
      }
    }
    expect({ undocumented: [...undocumented], english: [...english] }).toEqual({
      undocumented: [],
      english: [],
    });
  }, 240_000);
});

describe('the OpenAPI document', () => {
  it('describes the file of a multipart route as its request body', async () => {
    const spec = (await t.app.inject('/docs/json')).json<OpenApi>();
    for (const [path, method] of [
      ['/api/protected/post/article/{id}/attachment', 'post'],
      ['/api/oxygene/perform/import', 'post'],
    ] as const) {
      const body = spec.paths[path]?.[method]?.requestBody as {
        content: Record<string, { schema: { properties: Record<string, unknown> } }>;
      };
      expect(body?.content['multipart/form-data']?.schema.properties.file, path).toMatchObject({
        type: 'string',
        format: 'binary',
      });
    }
  });
});
