import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '#app';
import { type AppConfig, loadConfig } from '#config';
import type { DatabaseHandle } from '#db/database';
import { TEST_HASH_COST } from './auth-fixtures';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The real app on a real database of its own, for `app.inject` (no port opened); silent
 * unless `logger` says where its log goes.
 */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  options: Pick<BuildAppOptions, 'logger' | 'onRoute'> & {
    /** A database of the test's (test-database.ts), closed with the app. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    PASSWORD_HASH_COST: String(TEST_HASH_COST),
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  const removeAll = async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance;
  try {
    // The outbox is drained by tests that ask for it, never in the background of others.
    app = await buildApp({
      config,
      database,
      logger: options.logger ?? false,
      startMailWorker: false,
      ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    });
    await app.ready();
  } catch (error) {
    // A start refused (a test of it) leaves no database or folder behind.
    await removeAll();
    throw error;
  }
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await removeAll();
    },
  };
}
