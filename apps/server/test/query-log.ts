import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '#db/database';
import * as schema from '#db/schema';

/**
 * The same database through a query builder that writes each statement's SQL (without its
 * values) into `statements` as it runs: a test compares what two requests asked of the
 * database. Drizzle's instances keep their driver's client as `$client`.
 */
export function withQueryLog(handle: DatabaseHandle): {
  database: DatabaseHandle;
  statements: string[];
} {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const { $client } = handle.db as unknown as { $client: PGlite | pg.Pool };
  const db =
    handle.kind === 'pglite'
      ? drizzlePglite($client as PGlite, { schema, logger })
      : drizzlePostgres($client as pg.Pool, { schema, logger });
  return { database: { ...handle, db: db as unknown as Database }, statements };
}
