import { TEXT_INVALID_CHARACTER, TEXT_TOO_LONG } from '@labo/domain/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstRow } from '#db/database';
import { accountTokens, quotes, users } from '#db/schema';
import { hashPassword } from '#modules/auth/auth-public';
import { signUserToken, TEST_HASH_COST } from '#test/auth-fixtures';
import { insertPricedArticle, postQuote, quoteRequest } from '#test/quote-fixtures';
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

const address = (street: string) => ({
  street,
  additionalStreet: 'Bâtiment B',
  city: 'Paris',
  zipCode: '75005',
  country: 'France',
});
const personalInfo = {
  firstName: 'Marie',
  lastName: 'Curie',
  phone: '01 02 03 04 05',
  IBAN: '',
  billingAddress: address('1 place du Panthéon'),
  deliveryAddress: address('11 rue Pierre et Marie Curie'),
};

describe('PUT /api/protected/put/self/personal/info', () => {
  const put = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/protected/put/self/personal/info',
      payload: payload as Record<string, unknown>,
      headers,
    });

  it('stores the names, phone and both addresses, and answers the user', async () => {
    const marie = await insertCustomer('marie@example.org', { phone: '06 00 00 00 00' });
    const res = await put({ ...personalInfo, firstName: ' Marie ' }, marie.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: marie.id,
      email: 'marie@example.org',
      firstName: 'Marie',
      phone: '01 02 03 04 05',
      default_billing_address: personalInfo.billingAddress,
      default_delivery_address: personalInfo.deliveryAddress,
    });
    const info = await t.app.inject({ url: '/api/protected/self/info', headers: marie.headers });
    expect(info.json()).toEqual(res.json());
  });

  it('leaves the phone as it is when absent, and ignores the IBAN and the e-mail', async () => {
    const marie = await insertCustomer('marie@example.org', { phone: '06 00 00 00 00' });
    const { phone: _, ...withoutPhone } = personalInfo;
    const res = await put(
      { ...withoutPhone, IBAN: 'FR76 3000 6000 0112 3456 7890 189', email: 'x@example.org' },
      marie.headers,
    );
    expect(res.json()).toMatchObject({ phone: '06 00 00 00 00', email: 'marie@example.org' });
  });

  it('answers 400 with fields, never a 500, to bad input, and changes nothing', async () => {
    const marie = await insertCustomer('marie@example.org', { firstName: 'Avant' });
    const cases: [unknown, string, string | undefined][] = [
      [{ ...personalInfo, firstName: 'Ma\u0000rie' }, 'firstName', TEXT_INVALID_CHARACTER],
      [{ ...personalInfo, lastName: 'x'.repeat(5000) }, 'lastName', TEXT_TOO_LONG],
      [
        { ...personalInfo, billingAddress: { ...address('x'), city: '\ud800' } },
        'billingAddress.city',
        TEXT_INVALID_CHARACTER,
      ],
      [{ ...personalInfo, phone: 42 }, 'phone', undefined],
      [{ ...personalInfo, deliveryAddress: 'Paris' }, 'deliveryAddress', undefined],
      [{ ...personalInfo, firstName: ['Marie'] }, 'firstName', undefined],
      [{ ...personalInfo, billingAddress: { street: 'x' } }, 'billingAddress.city', undefined],
    ];
    for (const [payload, field, message] of cases) {
      const res = await put(payload, marie.headers);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields, field).toHaveProperty([field]);
      if (message) expect(res.json().fields[field]).toBe(message);
    }
    const huge = await put({ ...personalInfo, lastName: 'x'.repeat(100_000) }, marie.headers);
    expect(huge.statusCode).toBe(413);
    const stored = firstRow(await t.database.db.select().from(users));
    expect(stored.firstName).toBe('Avant');
  });

  it('answers 401 without a token, before reading the body', async () => {
    const res = await put({ not: 'checked' });
    expect(res.statusCode).toBe(401);
  });
});

describe('DELETE /api/protected/self/delete', () => {
  it('removes the account, keeps its quotes unlinked, and its tokens stop working', async () => {
    const email = 'marie@example.org';
    const marie = await insertCustomer(email, {
      passwordHash: await hashPassword('radium-1898', TEST_HASH_COST),
      verified: true,
    });
    const article = await insertPricedArticle(t.database.db, 'DUR-1', { basePriceCents: 1250 });
    const sent = await postQuote(t, quoteRequest([{ article_id: article.id, quantity: 2 }]), {
      headers: marie.headers,
    });
    expect(sent.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/exposed/password/reset/request',
      payload: { userEmail: email },
    });
    await t.app.deferredWork.idle();

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/protected/self/delete',
      headers: marie.headers,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await t.database.db.$count(users)).toBe(0);
    expect(await t.database.db.$count(accountTokens)).toBe(0);
    const [quote] = await t.database.db.select().from(quotes);
    expect(quote).toMatchObject({
      userId: null,
      email: 'marie.curie@example.org',
      lastName: 'Curie',
    });

    for (const url of ['/api/protected/self/info', '/exposed/renew/jwt']) {
      expect((await t.app.inject({ url, headers: marie.headers })).statusCode).toBe(401);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { email, password: 'radium-1898' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('keeps the last administrator: 409 with its reason, the account still there', async () => {
    const admin = await insertCustomer('seul.admin@example.org', {
      roles: ['ROLE_USER', 'ROLE_ADMIN'],
    });
    await insertCustomer('client@example.org');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/protected/self/delete',
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      error: 'last_admin',
      message:
        "Vous êtes le seul administrateur de la boutique : votre compte ne peut pas être supprimé tant qu'un autre administrateur n'a pas été nommé.",
    });
    expect(await t.database.db.$count(users)).toBe(2);
  });

  it('lets an administrator go while another one stays', async () => {
    const roles = ['ROLE_USER', 'ROLE_ADMIN'];
    const leaving = await insertCustomer('part@example.org', { roles });
    await insertCustomer('reste@example.org', { roles });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/protected/self/delete',
      headers: leaving.headers,
    });
    expect(res.statusCode, res.body).toBe(204);
    const left = await t.database.db.select({ email: users.email }).from(users);
    expect(left).toEqual([{ email: 'reste@example.org' }]);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/protected/self/delete' });
    expect(res.statusCode).toBe(401);
  });
});
