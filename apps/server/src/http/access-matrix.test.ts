import { isDeepStrictEqual } from 'node:util';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccessWorld,
  type CallerName,
  callers,
  insertAccessWorld,
  MATRIX_JWT_SECRET,
  otherCustomerHeaders,
} from '#test/access-fixtures';
import { ACCESS_TABLE, type Access, type AccessRow } from '#test/access-table';
import { databaseFingerprint, type Fingerprint } from '#test/database-fingerprint';
import { createTestApp, type TestApp } from '#test/test-app';
import { resetDatabase } from '#test/test-database';

// docs/security.md#access-matrix: every route the server registers, read from Fastify
// itself while the app is built, called by six callers. A route without a row in the table
// fails the first test, so a new route cannot be left out.

let t: TestApp;
const registered: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { JWT_SECRET: MATRIX_JWT_SECRET },
    {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) registered.push(`${method} ${route.url}`);
      },
    },
  );
});
afterAll(() => t.close());

/** HEAD routes are Fastify's twins of the GET ones: they answer as their GET row says. */
const rowKey = (route: string) => route.replace(/^HEAD /, 'GET ');

describe('the access table', () => {
  it('has a row for every registered route, and none for a route that is gone', () => {
    const keys = new Set(registered.map(rowKey));
    expect([...keys].filter((key) => !(key in ACCESS_TABLE))).toEqual([]);
    expect(Object.keys(ACCESS_TABLE).filter((key) => !keys.has(key))).toEqual([]);
  });
});

/** What a caller gets from a route of each access class, `status` being the row's own answer. */
function expected(access: Access, caller: CallerName, row: AccessRow): number {
  const refused = caller !== 'customer' && caller !== 'admin' && caller !== 'no token';
  switch (access) {
    case 'public':
    case 'signed-link':
      return row.status;
    case 'optional-token':
      return refused ? 401 : row.status;
    case 'customer':
      if (caller === 'no token' || refused) return 401;
      return caller === 'admin' ? (row.adminStatus ?? row.status) : row.status;
    case 'staff':
      if (caller === 'no token' || refused) return 401;
      return caller === 'customer' ? 403 : row.status;
  }
}

let lastWorld: { world: AccessWorld; rows: Fingerprint } | undefined;

/**
 * Each route on a fresh world, so that a delete or a change of the previous one cannot leak.
 * A reading route takes the last world again when no row of it has changed since it was made
 * (login failures aside, which only the login route, a POST, records).
 */
async function freshWorld(method: string): Promise<AccessWorld> {
  const db = t.database.db;
  if (
    method === 'GET' &&
    lastWorld &&
    isDeepStrictEqual(await databaseFingerprint(db), lastWorld.rows)
  ) {
    return lastWorld.world;
  }
  await resetDatabase(t.database);
  const world = await insertAccessWorld(t);
  lastWorld = { world, rows: await databaseFingerprint(db) };
  return world;
}

describe('every route called by every caller', () => {
  it.each(Object.entries(ACCESS_TABLE))('%s', async (route, row) => {
    const [method = '', pattern = ''] = route.split(' ');
    const world = await freshWorld(method);
    const url = row.url?.(world) ?? pattern;
    const got: string[] = [];
    const want: string[] = [];
    // Fastify answers HEAD for every GET route, with the GET route's hooks.
    for (const verb of method === 'GET' ? ['GET', 'HEAD'] : [method]) {
      for (const [caller, headers] of Object.entries(callers())) {
        const res = await t.app.inject({
          method: verb as 'GET',
          url,
          headers,
          ...(row.body ? { payload: row.body(world) } : {}),
        });
        got.push(`${verb} ${caller}: ${res.statusCode}`);
        want.push(`${verb} ${caller}: ${expected(row.access, caller as CallerName, row)}`);
      }
      if (row.access === 'signed-link') {
        // The link without its signature opens nothing, even to an administrator.
        const res = await t.app.inject({
          method: verb as 'GET',
          url: url.slice(0, url.indexOf('?')),
          headers: callers().admin,
          ...(row.body ? { payload: row.body(world) } : {}),
        });
        got.push(`${verb} unsigned: ${res.statusCode}`);
        want.push(`${verb} unsigned: 400`);
      }
    }
    expect(got).toEqual(want);
  });
});

describe("a customer and another customer's data", () => {
  it('finds none of the quotes, offer answers and PDFs of another, as if they did not exist', async () => {
    await resetDatabase(t.database);
    const world = await insertAccessWorld(t);
    const other = otherCustomerHeaders();
    const quote = `/api/protected/quote/${world.quote}`;
    const calls = [
      { method: 'GET', url: quote },
      { method: 'GET', url: `${quote}/pdf` },
      { method: 'GET', url: `${quote}/offer/1/pdf` },
      { method: 'POST', url: `${quote}/accept`, payload: { purchase_order: 'BC-1' } },
      { method: 'POST', url: `${quote}/changes`, payload: { message: 'Moins cher ?' } },
      { method: 'POST', url: `${quote}/decline`, payload: { reason: 'Non' } },
      { method: 'POST', url: `${quote}/purchase-order/document` },
      { method: 'GET', url: `${quote}/purchase-order/document` },
      // A visitor's signed link does not open another quote.
      { method: 'GET', url: `/exposed/quote/${world.quote}/pdf${world.visitorPdfQuery}` },
      { method: 'GET', url: `/exposed/quote/${world.quote}/offer${world.visitorOfferQuery}` },
    ] as const;
    const statuses = [];
    for (const call of calls) {
      statuses.push((await t.app.inject({ ...call, headers: other })).statusCode);
    }
    expect(statuses).toEqual(calls.map(() => 404));
    const detail = await t.app.inject({ url: quote, headers: callers().customer });
    expect(detail.json().quote.negotiation_state).toBe('offer_sent');

    const mine = await t.app.inject({ url: '/api/protected/my/quotes', headers: other });
    expect(mine.json<{ quotes: { id: number }[] }>().quotes.map((q) => q.id)).toEqual([
      world.othersQuote,
    ]);
  });

  it('reads and changes only their own profile', async () => {
    await resetDatabase(t.database);
    await insertAccessWorld(t);
    const other = otherCustomerHeaders();
    const address = {
      street: '1 rue',
      additionalStreet: '',
      city: 'Lyon',
      zipCode: '69001',
      country: 'France',
    };
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/protected/put/self/personal/info',
      headers: other,
      payload: {
        firstName: 'Autre',
        lastName: 'Client',
        IBAN: '',
        billingAddress: address,
        deliveryAddress: address,
      },
    });
    expect(changed.json()).toMatchObject({ id: 3, firstName: 'Autre' });
    const customer = await t.app.inject({
      url: '/api/protected/self/info',
      headers: callers().customer,
    });
    expect(customer.json()).toMatchObject({
      id: 2,
      firstName: 'Prénom2',
      email: 'compte-2@labo.example',
    });
  });
});
