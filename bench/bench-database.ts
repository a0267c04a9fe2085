import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Where one benchmark run keeps its catalogue: a fresh PGlite folder by default, or a
 * scratch database on the PostgreSQL server of DATABASE_URL, dropped at the end.
 */
export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** Environment for the server and import processes. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function createBenchDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-bench-'));
  if (!databaseUrl) {
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `labo_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: databaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
