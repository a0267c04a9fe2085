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

/** Per table, its row count and a digest of its rows. */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const result = (await db.execute(FINGERPRINT)) as unknown as { rows: Record<string, string>[] };
  return result.rows[0] ?? {};
}
