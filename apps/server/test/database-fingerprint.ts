import { getTableName, is, sql } from 'drizzle-orm';
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

type Fingerprint = Record<string, string>;

/**
 * The last fingerprint of each database and the WAL position read before it. Every change
 * to a row of a logged table moves that position, so while it has not moved the rows are
 * the ones digested: reading every table again after each refused request was most of the
 * fuzz tests' time. A position that moved for another reason (a rollback, a hint bit, another
 * database of the same PostgreSQL server) only costs a full read.
 */
const lastSeen = new WeakMap<Database, { walPosition: string; fingerprint: Fingerprint }>();

async function walPosition(db: Database): Promise<string> {
  const result = (await db.execute(
    sql`select pg_current_wal_insert_lsn()::text as at`,
  )) as unknown as {
    rows: { at: string }[];
  };
  return result.rows[0]?.at ?? '';
}

/** Per table, its row count and a digest of its rows. */
export async function databaseFingerprint(db: Database): Promise<Fingerprint> {
  // Read before the rows: a write in between leaves a stale position, never stale rows.
  const position = await walPosition(db);
  const seen = lastSeen.get(db);
  if (seen?.walPosition === position) return seen.fingerprint;
  const result = (await db.execute(FINGERPRINT)) as unknown as { rows: Fingerprint[] };
  const fingerprint = result.rows[0] ?? {};
  lastSeen.set(db, { walPosition: position, fingerprint });
  return fingerprint;
}
