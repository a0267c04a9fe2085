import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstRow } from '#db/database';
import { users } from '#db/schema';
import { signUserToken } from '#test/auth-fixtures';
import { createTestApp, type TestApp } from '#test/test-app';
import { resetDatabase } from '#test/test-database';

// The customer's own account calls (docs/product/accounts.md#account-calls).

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => resetDatabase(t.database));

async function insertCustomer(email: string, values: Partial<typeof users.$inferInsert> = {}) {
  const user = firstRow(
    await t.database.db
      .insert(users)
      .values({ email, passwordHash: 'unused', ...values })
      .returning(),
  );
  return { ...user, headers: { authorization: `Bearer ${signUserToken(t.app, user)}` } };
}

describe('GET /api/protected/self/info', () => {
  it("answers the token's user with roles, verified state and both addresses", async () => {
    const marie = await insertCustomer('marie@example.org', {
      firstName: 'Marie',
      lastName: 'Curie',
      phone: '01 02 03 04 05',
      verified: true,
      billingStreet: '1 place du Panthéon',
      billingZipCode: '75005',
      billingCity: 'Paris',
      billingCountry: 'France',
    });
    await insertCustomer('pierre@example.org');
    const res = await t.app.inject({ url: '/api/protected/self/info', headers: marie.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: marie.id,
      firstName: 'Marie',
      lastName: 'Curie',
      email: 'marie@example.org',
      phone: '01 02 03 04 05',
      roles: ['ROLE_USER'],
      verified: true,
      default_billing_address: {
        street: '1 place du Panthéon',
        additionalStreet: '',
        city: 'Paris',
        zipCode: '75005',
        country: 'France',
      },
      default_delivery_address: {
        street: '',
        additionalStreet: '',
        city: '',
        zipCode: '',
        country: '',
      },
    });
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ url: '/api/protected/self/info' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'unauthorized' });
  });
});
