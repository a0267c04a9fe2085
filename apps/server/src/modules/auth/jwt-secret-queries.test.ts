import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app';
import { loadConfig } from '#config';
import type { DatabaseHandle } from '#db/database';
import { settings } from '#db/schema';
import { createTestDatabase } from '#test/test-database';

// docs/decisions/014-generated-jwt-secret.md

let database: DatabaseHandle;
let dataDir: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-jwt-secret-'));
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An app on the shared database, started as a server process would be. */
async function startApp(env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const app = await buildApp({ config, database, logger: false, startMailWorker: false });
  apps.push(app);
  await app.ready();
  return app;
}

/** An HS256 token signed with `secret`, as anyone who knows the secret could make one. */
function forgeToken(secret: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
    sub: '1',
    email: 'admin@demo.example',
    roles: ['ROLE_USER', 'ROLE_ADMIN'],
    iat: now,
    exp: now + 3600,
  })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

const payload = { sub: '1', ver: 0 };

describe('the JWT secret without JWT_SECRET', () => {
  it('is generated once and shared by every app on the database, even started together', async () => {
    const [first, second] = await Promise.all([startApp(), startApp()]);
    if (!first || !second) throw new Error('two apps expected');
    const third = await startApp();

    const token = first.jwt.sign(payload);
    expect(second.jwt.verify(token)).toMatchObject(payload);
    expect(third.jwt.verify(token)).toMatchObject(payload);
    const rows = await database.db.select().from(settings);
    expect(rows.filter((row) => row.key === 'jwt_secret')).toHaveLength(1);
  });

  it('refuses a token signed with the constant development secret of earlier versions', async () => {
    const app = await startApp();
    const forged = forgeToken('dev-secret-change-me-dev-secret-change-me');
    expect(() => app.jwt.verify(forged)).toThrow();
    // The same forgery with the app's real secret passes: the check above is the secret's.
    const [stored] = await database.db.select().from(settings);
    expect(app.jwt.verify(forgeToken(String(stored?.value)))).toMatchObject({ sub: '1' });
  });

  it('is not used when JWT_SECRET is set', async () => {
    const explicit = 'e'.repeat(40);
    const app = await startApp({ JWT_SECRET: explicit });
    expect(app.jwt.verify(forgeToken(explicit))).toMatchObject({ sub: '1' });
    const [generatedUser] = apps;
    if (!generatedUser) throw new Error('an app with the generated secret expected');
    expect(() => app.jwt.verify(generatedUser.jwt.sign(payload))).toThrow();
  });
});
