import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Listen, listenPglite, listenPostgres } from './database-notifications';
import { createPgliteOutOfProcess } from './pglite-creation';
import { acquireDataDirLock } from './pglite-lock';
import * as schema from './schema';

/** Both drivers give the same query builder: modules never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/**
 * A transaction or the database itself: queries accept either
 * (docs/conventions.md#queries-per-feature).
 */
export type Executor = Pick<
  Database,
  'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'execute'
>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Notices other processes on the same database send (database-notifications.ts). */
  listen: Listen;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Serialises concurrent migrations of several server processes on one PostgreSQL.
const MIGRATION_LOCK_ID = 724_031_001;

/** The extensions every opening of the embedded database loads (stack-notes.md#pglite-options). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openPostgres(
  url: string,
  options: { max?: number } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
  return {
    db,
    kind: 'postgres',
    listen: listenPostgres(url),
    // Closing twice is harmless, as it is on PGlite: a test that loses its database closes it.
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

/**
 * Opens the embedded database. `dataDir` undefined means in memory (tests);
 * `loadDataDir` clones a dumped database, which is much faster than initdb.
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<DatabaseHandle & { client: PGlite }> {
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const client = await PGlite.create(
      options.dataDir ? path.join(options.dataDir, 'pglite') : 'memory://',
      {
        extensions: PGLITE_EXTENSIONS,
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      },
    );
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return {
      db,
      client,
      kind: 'pglite',
      listen: listenPglite(client),
      close: async () => {
        try {
          if (!client.closed) {
            await client.exec('CHECKPOINT');
            await client.close();
          }
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** The configured database: PostgreSQL with a URL, else the embedded one in `dataDir`. */
export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  await createPgliteOutOfProcess(config.dataDir);
  return openPglite({ dataDir: config.dataDir });
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The row an INSERT … RETURNING must give; its absence is a bug, not bad input. */
export function firstRow<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('Expected a row, got none');
  return row;
}
