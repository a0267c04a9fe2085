import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '#db/database';
import { adminStatement, databaseUrl } from './postgres-server';

/**
 * A fresh, migrated database for one test file: PGlite as the template made it (loaded
 * from it, or a worker's idle one emptied), or, in the PostgreSQL run (TEST_DB=postgres), a database of its own on TEST_DATABASE_URL
 * that close() drops.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') return pooledPglite();
  const scratch = await createScratchPostgres();
  const handle = await openPostgres(scratch.url, { max: 4 });
  let closed = false;
  return {
    ...handle,
    // Once only: a test that lost its database (loseDatabase) closed it already.
    close: async () => {
      if (closed) return;
      closed = true;
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * One test database that several server processes share: `open()` gives each its own
 * connections, as another process on the same PostgreSQL would have them. PGlite is held
 * by one process only: its "processes" are apps of this one on the same handle.
 */
export async function createSharedTestDatabase(): Promise<{
  open(): Promise<DatabaseHandle>;
  close(): Promise<void>;
}> {
  if (process.env.TEST_DB !== 'postgres') {
    const handle = await pooledPglite();
    return { open: async () => ({ ...handle, close: async () => {} }), close: handle.close };
  }
  const scratch = await createScratchPostgres();
  return { open: () => openPostgres(scratch.url, { max: 4 }), close: scratch.drop };
}

type PgliteHandle = Awaited<ReturnType<typeof openPglite>>;

/**
 * This worker's PGlite databases that no test file uses now, emptied. Loading one from the
 * template costs about a second of CPU; the test files a worker runs one after another
 * (isolate: false) take them over instead (docs/stack-notes.md#test-speed).
 */
const idlePglites: PgliteHandle[] = [];

/** The template's schema (tables, columns, constraints, indexes, triggers, functions). */
let templateSchema: Promise<string> | undefined;

/**
 * A PGlite database as fresh as the template; closing it empties it for the next file, or
 * closes it when a test changed its schema (a constraint or trigger that plays a fault):
 * the next file would inherit the fault.
 */
async function pooledPglite(): Promise<DatabaseHandle> {
  const handle = idlePglites.pop() ?? (await openPglite({ loadDataDir: pgliteTemplate() }));
  templateSchema ??= schemaOf(handle);
  await templateSchema;
  let closed = false;
  return {
    ...handle,
    close: async () => {
      // A test that closed the client itself (a lost database) leaves nothing to reuse.
      if (closed || handle.client.closed) return;
      closed = true;
      if ((await schemaOf(handle)) !== (await templateSchema)) return handle.close();
      await handle.client.exec('discard all');
      await resetDatabase(handle);
      idlePglites.push(handle);
    },
  };
}

/** What a test may change of a database's schema, as one text to compare. */
export async function schemaOf(handle: DatabaseHandle): Promise<string> {
  const result = (await handle.db.execute(sql`
    select string_agg(part, E'\n' order by part) as schema from (
      select format('column %s.%s %s %s %s', table_name, column_name, data_type,
          is_nullable, column_default)
        from information_schema.columns where table_schema = 'public'
      union all select format('constraint %s %s %s', conrelid::regclass, conname,
          pg_get_constraintdef(oid))
        from pg_constraint where connamespace = 'public'::regnamespace
      union all select format('index %s', indexdef) from pg_indexes where schemaname = 'public'
      union all select format('trigger %s %s', tgrelid::regclass, tgname)
        from pg_trigger where not tgisinternal
      union all select format('function %s', oid::regprocedure)
        from pg_proc where pronamespace = 'public'::regnamespace
    ) as parts (part)`)) as unknown as { rows: { schema: string | null }[] };
  return result.rows[0]?.schema ?? '';
}

/**
 * Makes a test database stop answering, as a lost server would: PGlite's client closed (not
 * handed to the next file), PostgreSQL's pool ended and its database dropped.
 */
export async function loseDatabase(handle: DatabaseHandle): Promise<void> {
  if ('client' in handle && handle.client instanceof PGlite) await handle.client.close();
  else await handle.close();
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

/**
 * Empties every table between tests and restarts its ids, as `truncate … restart identity`
 * would. Every table of the schema, found when it runs, so that a new table cannot carry rows
 * from one test to the next; foreign keys and triggers are not checked meanwhile (replica
 * role), so the order does not matter. Deletes cost a few milliseconds on these small tables
 * where a truncate, which gives each table and index a new file, cost about 300 ms on PGlite
 * (docs/stack-notes.md#test-speed).
 */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  // One statement (a DO block): PGlite's extended protocol takes one command per query.
  await handle.db.execute(
    sql.raw(`do $$ declare t record; begin
      perform set_config('session_replication_role', 'replica', true);
      for t in select tablename from pg_tables where schemaname = 'public' loop
        execute format('delete from %I', t.tablename);
      end loop;
      perform setval(s.seqrelid, s.seqstart, false)
      from pg_sequence s join pg_class c on c.oid = s.seqrelid
      where c.relnamespace = 'public'::regnamespace;
    end $$`),
  );
}
