import { adminUsersSchema } from '@labo/domain/user-admin';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quotes } from '#db/schema';
import { staffRecipients } from '#mail/staff-recipients-queries';
import { useAdminRouteTestApp } from '#test/admin-route-test-app';
import { insertPricedArticle, postQuote, quoteRequest } from '#test/quote-fixtures';
import type { TestApp } from '#test/test-app';

const ADMIN_ID = 51;
const CUSTOMER_ID = 52;

let t: TestApp;
let as: { admin: { authorization: string }; customer: { authorization: string } };
useAdminRouteTestApp({ admin: ADMIN_ID, customer: CUSTOMER_ID }, (app, headers) => {
  t = app;
  as = headers;
});

describe('user management: who may call it (docs/product/admin.md#roles-and-permissions)', () => {
  const calls = [
    { method: 'GET' as const, url: '/api/protected/all/users/list' },
    { method: 'DELETE' as const, url: `/api/protected/${CUSTOMER_ID}/user/delete` },
    { method: 'GET' as const, url: '/api/protected/mailer/btx/staff' },
    { method: 'PUT' as const, url: '/api/protected/mailer/btx/staff', payload: { emails: [] } },
    // Invalid input too: the role is checked before the body.
    { method: 'PUT' as const, url: '/api/protected/mailer/btx/staff', payload: { emails: 'x' } },
    { method: 'DELETE' as const, url: '/api/protected/abc/user/delete' },
  ];
  it.each(calls)('$method $url: 401 without a token, 403 for a customer', async (call) => {
    expect((await t.app.inject(call)).statusCode).toBe(401);
    const customer = await t.app.inject({ ...call, headers: as.customer });
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ error: 'forbidden' });
  });
});

describe('GET /api/protected/all/users/list', () => {
  it('lists every account newest first, with its verified state', async () => {
    const res = await t.app.inject({
      url: '/api/protected/all/users/list',
      headers: as.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(adminUsersSchema.parse(res.json())).toEqual([
      {
        id: CUSTOMER_ID,
        firstName: 'Marie',
        lastName: 'Curie',
        email: `client-${CUSTOMER_ID}@labo.example`,
        phone: '0612345678',
        activated: '0',
        verified: false,
        roles: ['ROLE_USER'],
      },
      expect.objectContaining({ id: ADMIN_ID, activated: '1', verified: true }),
    ]);
  });
});

describe('DELETE /api/protected/{id}/user/delete (docs/product/admin.md#user-deletion)', () => {
  it('deletes the account for good, keeps its quotes unlinked, and stops its token', async () => {
    const article = await insertPricedArticle(t.database.db, 'DUR-1', { basePriceCents: 1250 });
    const sent = await postQuote(t, quoteRequest([{ article_id: article.id, quantity: 2 }]), {
      headers: as.customer,
    });
    expect(sent.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/protected/${CUSTOMER_ID}/user/delete`,
      headers: as.admin,
    });
    expect(res.statusCode).toBe(204);
    const [quote] = await t.database.db
      .select({ userId: quotes.userId, email: quotes.email, lastName: quotes.lastName })
      .from(quotes)
      .where(eq(quotes.id, sent.json().id));
    expect(quote).toEqual({ userId: null, email: 'marie.curie@example.org', lastName: 'Curie' });
    const after = await t.app.inject({
      url: '/api/protected/self/info',
      headers: as.customer,
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses an administrator deleting their own account (409), and an unknown id (404)', async () => {
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/protected/${ADMIN_ID}/user/delete`,
      headers: as.admin,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ error: 'self_deletion' });
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/protected/999/user/delete',
      headers: as.admin,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/protected/abc/user/delete',
      headers: as.admin,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('staff e-mails (docs/product/admin.md#staff-e-mails)', () => {
  it('replaces the list with valid addresses, without duplicates', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/protected/mailer/btx/staff',
      headers: as.admin,
      payload: { emails: ['Ventes@Labo.example', 'ventes@labo.example', 'devis@labo.example'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['ventes@labo.example', 'devis@labo.example']);
    expect(await staffRecipients(t.database.db)).toEqual([
      'ventes@labo.example',
      'devis@labo.example',
    ]);
    const read = await t.app.inject({
      url: '/api/protected/mailer/btx/staff',
      headers: as.admin,
    });
    expect(read.json()).toEqual(['ventes@labo.example', 'devis@labo.example']);
  });

  it('refuses an invalid address with its field, and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/protected/mailer/btx/staff',
      headers: as.admin,
      payload: { emails: ['ok@labo.example', 'pas-une-adresse'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['emails.1']);
    expect(await staffRecipients(t.database.db)).toEqual([]);
  });
});
