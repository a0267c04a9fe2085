import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#app';
import { loadConfig } from '#config';
import { createTestDatabase } from './test-database';

export interface ListeningApp {
  app: FastifyInstance;
  port: number;
  close(): Promise<void>;
}

/**
 * The real app listening on a port of 127.0.0.1, for tests of what happens on the socket
 * itself (app.inject opens none). `prepare` adds test routes or hooks before it listens.
 */
export async function startListeningApp(
  env: NodeJS.ProcessEnv,
  prepare: (app: FastifyInstance) => void = () => {},
): Promise<ListeningApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-listening-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, logger: false, startMailWorker: false });
  prepare(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    port: (app.server.address() as AddressInfo).port,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
