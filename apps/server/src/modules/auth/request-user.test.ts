import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FORBIDDEN, UNAUTHORIZED } from '@labo/domain/messages';
import { ADMIN_ROLE } from '@labo/domain/session-rules';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#app';
import { loadConfig } from '#config';
import { type DatabaseHandle, firstRow } from '#db/database';
import { users } from '#db/schema';
import { signUserToken } from '#test/auth-fixtures';
import { createTestDatabase, resetDatabase } from '#test/test-database';
import { optionalUser, requireRole } from './request-user';

// The checks are tried on test-only routes added to the real app before it starts
// (createTestApp gives a started app, which takes no more routes).

const JWT_SECRET = 's'.repeat(48);

let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-auth-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    JWT_SECRET,
  });
  database = await createTestDatabase();
  app = await buildApp({ config, database, logger: false, startMailWorker: false });
  app.get('/test/optional', async (request) => {
    const userId = await optionalUser(request);
    return { userId, roles: userId === null ? null : request.user.roles };
  });
  app.get('/api/protected/test/self', async (request) => ({ id: request.user.id }));
  app.get(
    '/api/protected/test/admin',
    { preHandler: requireRole(ADMIN_ROLE) },
    async (request) => ({ id: request.user.id }),
  );
  app.get('/exposed/test/admin', { preHandler: requireRole(ADMIN_ROLE) }, async () => ({}));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => resetDatabase(database));

async function insertUser(email: string, roles: string[] = ['ROLE_USER']) {
  return firstRow(
    await database.db.insert(users).values({ email, passwordHash: 'unused', roles }).returning(),
  );
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

const UNAUTHORIZED_BODY = { error: 'unauthorized', message: UNAUTHORIZED };

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token built by hand (whatever header and claims), signed with HMAC-`hash` or unsigned. */
function handMadeToken(
  header: object,
  claims: object,
  hash: 'sha256' | 'sha512' | null,
  secret = JWT_SECRET,
): string {
  const unsigned = `${base64url(header)}.${base64url(claims)}`;
  const signature = hash ? createHmac(hash, secret).update(unsigned).digest('base64url') : '';
  return `${unsigned}.${signature}`;
}

describe("the app's tokens", () => {
  it('carry the user id as sub and the token version as ver, for one day, in HS256', async () => {
    const user = await insertUser('client@example.org');
    const token = signUserToken(app, user);
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
    expect(header).toMatchObject({ alg: 'HS256' });
    const claims = app.jwt.decode<Record<string, unknown>>(token);
    expect(claims).toMatchObject({ sub: String(user.id), ver: 0 });
    expect(claims).not.toHaveProperty('email');
    expect(Number(claims?.exp) - Number(claims?.iat)).toBe(24 * 3600);
  });
});

describe('the token check', () => {
  it('is on every route under /api/, which answers 401 without a token', async () => {
    const user = await insertUser('client@example.org');
    expect((await get('/api/protected/test/self')).json()).toEqual(UNAUTHORIZED_BODY);
    const res = await get('/api/protected/test/self', bearer(signUserToken(app, user)));
    expect(res.json()).toEqual({ id: user.id });
  });

  it('refuses expired, tampered, unsigned and foreign-algorithm tokens', async () => {
    const user = await insertUser('client@example.org');
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: String(user.id), ver: 0, iat: now, exp: now + 3600 };
    const valid = signUserToken(app, user);
    const [head, , signature] = valid.split('.');
    const otherUser = { ...claims, sub: String(user.id + 1) };
    const refused = {
      expired: app.jwt.sign(
        { sub: String(user.id), ver: 0 },
        { clockTimestamp: Date.now() - 2 * 24 * 3600 * 1000 },
      ),
      'claims changed, signature kept': `${head}.${base64url(otherUser)}.${signature}`,
      'signature changed': `${valid.slice(0, -2)}${valid.endsWith('AA') ? 'BB' : 'AA'}`,
      'another secret': handMadeToken(
        { alg: 'HS256', typ: 'JWT' },
        claims,
        'sha256',
        'x'.repeat(48),
      ),
      'alg none': handMadeToken({ alg: 'none', typ: 'JWT' }, claims, null),
      'HS512 with the right secret': handMadeToken({ alg: 'HS512', typ: 'JWT' }, claims, 'sha512'),
      'not a JWT': 'not-a-jwt',
    };
    // The hand-made HS256 token with the right secret passes: the refusals are the cases'.
    const handMade = handMadeToken({ alg: 'HS256', typ: 'JWT' }, claims, 'sha256');
    expect((await get('/api/protected/test/self', bearer(handMade))).statusCode).toBe(200);
    for (const [name, token] of Object.entries(refused)) {
      const res = await get('/api/protected/test/self', bearer(token));
      expect(res.statusCode, name).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED_BODY);
    }
    for (const authorization of ['Basic dXNlcjpwYXNz', '', `Bearer ${valid} extra`]) {
      expect((await get('/api/protected/test/self', { authorization })).statusCode).toBe(401);
    }
  });

  it('refuses a token whose version is not the user’s any more, or whose user is gone', async () => {
    const user = await insertUser('client@example.org');
    const token = signUserToken(app, user);
    await database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    expect((await get('/api/protected/test/self', bearer(token))).statusCode).toBe(401);
    const renewed = signUserToken(app, { id: user.id, tokenVersion: 1 });
    expect((await get('/api/protected/test/self', bearer(renewed))).statusCode).toBe(200);
    await database.db.delete(users).where(eq(users.id, user.id));
    expect((await get('/api/protected/test/self', bearer(renewed))).statusCode).toBe(401);
  });
});

describe('requireRole', () => {
  it('answers 403 to a user without the role and lets an admin through', async () => {
    const customer = await insertUser('client@example.org');
    const admin = await insertUser('admin@example.org', ['ROLE_USER', ADMIN_ROLE]);
    const forbidden = await get('/api/protected/test/admin', bearer(signUserToken(app, customer)));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'forbidden', message: FORBIDDEN });
    const allowed = await get('/api/protected/test/admin', bearer(signUserToken(app, admin)));
    expect(allowed.json()).toEqual({ id: admin.id });
    expect((await get('/api/protected/test/admin')).statusCode).toBe(401);
  });

  it('checks the token itself on a route outside /api/', async () => {
    const admin = await insertUser('admin@example.org', ['ROLE_USER', ADMIN_ROLE]);
    expect((await get('/exposed/test/admin')).statusCode).toBe(401);
    expect((await get('/exposed/test/admin', bearer(signUserToken(app, admin)))).statusCode).toBe(
      200,
    );
  });

  it('takes the roles from the database, not from the token', async () => {
    const admin = await insertUser('admin@example.org', ['ROLE_USER', ADMIN_ROLE]);
    const token = signUserToken(app, admin);
    await database.db
      .update(users)
      .set({ roles: ['ROLE_USER'] })
      .where(eq(users.id, admin.id));
    expect((await get('/api/protected/test/admin', bearer(token))).statusCode).toBe(403);
  });
});

describe('optionalUser', () => {
  it('is null without a token and the user id with a valid one', async () => {
    const user = await insertUser('client@example.org');
    expect((await get('/test/optional')).json()).toEqual({ userId: null, roles: null });
    const res = await get('/test/optional', bearer(signUserToken(app, user)));
    expect(res.json()).toEqual({ userId: user.id, roles: ['ROLE_USER'] });
  });

  it('answers 401 for a token that is present but not valid', async () => {
    for (const headers of [bearer('not-a-jwt'), { authorization: '' }]) {
      const res = await get('/test/optional', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED_BODY);
    }
  });
});
