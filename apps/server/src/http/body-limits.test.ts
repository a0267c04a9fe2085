import { afterAll, describe, expect, it } from 'vitest';
import { insertAdminAndCustomer } from '#test/auth-fixtures';
import { documentedRoutes } from '#test/documented-routes';
import { createTestApp, type TestApp } from '#test/test-app';

// Every route that reads a JSON body refuses one past its limit, 1 MB at the most
// (docs/product/api-conventions.md#rate-limits), with a 413 in the error shape, before any
// rule of the route runs: also for a staff token, and a body of 10 MB. The routes are read
// from the app's API document, so a new one is covered without a line here; the upload
// routes' own limits are tested beside them (import, media).

const ONE_MEGABYTE = 1024 * 1024;

const t: TestApp = await createTestApp();
const tokens = await insertAdminAndCustomer(t, { admin: 1001, customer: 1002 });
const jsonRoutes = documentedRoutes(t.app).filter(
  (route) => route.operation.requestBody !== undefined && route.method !== 'GET',
);
afterAll(() => t.close());

/** A well-formed JSON object of `bytes` bytes. */
const bodyOf = (bytes: number) => `{"text":"${'a'.repeat(bytes - 11)}"}`;

describe('body limits of the JSON routes', () => {
  it('finds the routes that read a body', () => {
    expect(jsonRoutes.length).toBeGreaterThan(25);
  });

  it.each(jsonRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: 413 past 1 MB',
    async (_name, route) => {
      const url = route.path.replace(/\{[^}]+\}/g, '1');
      for (const bytes of [ONE_MEGABYTE + 1, 10 * ONE_MEGABYTE]) {
        const payload = bodyOf(bytes);
        expect(payload.length).toBe(bytes);
        const res = await t.app.inject({
          method: route.method,
          url,
          headers: { ...tokens.admin, 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, `${bytes} bytes: ${res.body.slice(0, 200)}`).toBe(413);
        expect(res.json()).toMatchObject({
          error: expect.any(String),
          message: expect.any(String),
        });
      }
    },
  );
});
