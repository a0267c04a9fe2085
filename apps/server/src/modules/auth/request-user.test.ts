import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UNAUTHORIZED } from '@labo/domain/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#app';
import { loadConfig } from '#config';
import { type DatabaseHandle, firstRow } from '#db/database';
import { users } from '#db/schema';
import { signUserToken } from '#test/auth-fixtures';
import { createTestDatabase, resetDatabase } from '#test/test-database';
import { optionalUser } from './request-user';

// The check is tried on a test-only route added to the real app before it starts
// (createTestApp gives a started app, which takes no more routes).

let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-auth-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  });
  database = await createTestDatabase();
  app = await buildApp({ config, database, logger: false, startMailWorker: false });
  app.get('/test/optional', async (request) => {
    const userId = await optionalUser(request);
    return { userId, roles: userId === null ? null : request.user.roles };
  });
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

describe("the app's tokens", () => {
  it('carry the user id as sub, the e-mail and the roles, for one day', async () => {
    const user = await insertUser('client@example.org');
    const token = signUserToken(app, { id: user.id, email: user.email, roles: user.roles });
    const claims = app.jwt.decode<Record<string, unknown>>(token);
    expect(claims).toMatchObject({ sub: String(user.id), email: user.email, roles: ['ROLE_USER'] });
    expect(Number(claims?.exp) - Number(claims?.iat)).toBe(24 * 3600);
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
    const user = await insertUser('client@example.org');
    const expired = app.jwt.sign(
      { sub: String(user.id), email: user.email, roles: user.roles },
      { clockTimestamp: Date.now() - 2 * 24 * 3600 * 1000 },
    );
    const forged = app.jwt.sign(
      { sub: String(user.id), email: user.email, roles: user.roles },
      { key: 'another-secret-another-secret-another-secret' },
    );
    for (const headers of [
      bearer(expired),
      bearer(forged),
      bearer('not-a-jwt'),
      { authorization: 'Basic dXNlcjpwYXNz' },
      { authorization: '' },
    ]) {
      const res = await get('/test/optional', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED_BODY);
    }
  });

  it('answers 401 for the token of a deleted user', async () => {
    const user = await insertUser('gone@example.org');
    const token = signUserToken(app, user);
    await database.db.delete(users).where(eq(users.id, user.id));
    expect((await get('/test/optional', bearer(token))).statusCode).toBe(401);
  });

  it('takes the roles from the database, not from the token', async () => {
    const admin = await insertUser('admin@example.org', ['ROLE_USER', 'ROLE_ADMIN']);
    const token = signUserToken(app, admin);
    await database.db
      .update(users)
      .set({ roles: ['ROLE_USER'] })
      .where(eq(users.id, admin.id));
    expect((await get('/test/optional', bearer(token))).json()).toMatchObject({
      roles: ['ROLE_USER'],
    });
  });
});
