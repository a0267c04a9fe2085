import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '#db/database';
import { adminStatement, databaseUrl } from './postgres-server';

/**
 * A fresh, migrated database for one test file: PGlite loaded from the template, or,
 * in the PostgreSQL run (TEST_DB=postgres), a database of its own on TEST_DATABASE_URL
 * that close() drops.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    return openPglite({ loadDataDir: pgliteTemplate() });
  }
  const scratch = await createScratchPostgres();
  const handle = await openPostgres(scratch.url, { max: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** The migrated PGlite database that global-setup.ts dumped once for the run. */
export const pgliteTemplate = () => new Blob([fs.readFileSync(inject('pgliteTemplate'))]);

/**
 * A migrated database of its own on TEST_DATABASE_URL, cloned from the run's template
 * (global-setup.ts), also for a test that hands its URL to another process (a command
 * line); `drop` removes it.
 */
export async function createScratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `labo_test_${randomBytes(6).toString('hex')}`;
  await adminStatement(`create database ${name} template ${inject('postgresTemplate')}`);
  return {
    url: databaseUrl(name),
    drop: () => adminStatement(`drop database if exists ${name} with (force)`),
  };
}

const TABLES = [
  'quote_status_history',
  'quote_lines',
  'quotes',
  'login_failures',
  'account_tokens',
  'sales_campaign_articles',
  'sales_campaigns',
  'attachments',
  'articles',
  'under_sub_categories',
  'sub_categories',
  'categories',
  'contact_messages',
  'mail_outbox',
  'settings',
  'import_runs',
  'users',
  'search_words',
];

/**
 * Empties every table between tests of one file and restarts its ids, as
 * `truncate … restart identity` would. Deletes, children first, cost a few milliseconds on
 * these small tables where a truncate, which gives each table and index a new file, cost
 * about 300 ms on PGlite (docs/stack-notes.md#test-speed).
 */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  // One statement (a DO block): PGlite's extended protocol takes one command per query.
  const deletes = TABLES.map((table) => `delete from ${table};`).join(' ');
  await handle.db.execute(
    sql.raw(`do $$ begin ${deletes}
      perform setval(s.seqrelid, s.seqstart, false)
      from pg_sequence s join pg_class c on c.oid = s.seqrelid
      where c.relnamespace = 'public'::regnamespace;
    end $$`),
  );
}
