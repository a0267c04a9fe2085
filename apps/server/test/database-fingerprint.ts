import { getTableName, is, type SQL, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#db/database';
import * as schema from '#db/schema';

// What every table holds, to compare before and after a request that was refused.

/** A failed login is recorded on purpose (docs/product/accounts.md#login-rate-limit). */
const RECORDS_REFUSALS = new Set(['login_failures']);

const tableNames = (Object.values(schema) as unknown[])
  .flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))
  .filter((name) => !RECORDS_REFUSALS.has(name))
  .sort();

// One statement for all tables: the row count and a digest of the rows' text, per table.
const FINGERPRINT = sql.raw(
  `select ${tableNames
    .map(
      (name) =>
        `(select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from "${name}" t) as "${name}"`,
    )
    .join(', ')}`,
);

/** Per table, its row count and a digest of its rows. */
export type Fingerprint = Record<string, string>;

/** The first row a raw statement returns, on PGlite as on PostgreSQL. */
async function firstRowOf<T>(db: Database, query: SQL): Promise<T | undefined> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];
}

/**
 * The last fingerprint of each database and the WAL position read before it. Every change
 * to a row of a logged table moves that position, so while it has not moved the rows are
 * the ones digested: reading every table again after each refused request was most of the
 * fuzz tests' time. A position that moved for another reason (a rollback, a hint bit, another
 * database of the same PostgreSQL server) only costs a full read.
 */
const lastSeen = new WeakMap<Database, { walPosition: string; fingerprint: Fingerprint }>();

export async function databaseFingerprint(db: Database): Promise<Fingerprint> {
  // Read before the rows: a write in between leaves a stale position, never stale rows.
  const position = await firstRowOf<{ at: string }>(
    db,
    sql`select pg_current_wal_insert_lsn()::text as at`,
  );
  const seen = lastSeen.get(db);
  if (position && seen?.walPosition === position.at) return seen.fingerprint;
  const fingerprint = (await firstRowOf<Fingerprint>(db, FINGERPRINT)) ?? {};
  if (position) lastSeen.set(db, { walPosition: position.at, fingerprint });
  return fingerprint;
}
