import { LOCAL_DB_NAME } from '#shared/local-db/local-db-schema.ts';

/**
 * Whether the device database exists: reading it must never create it
 * (docs/decisions/007-preact-compat-and-zod-free-first-page.md).
 */
export async function deviceHasLocalDb(): Promise<boolean> {
  return (await indexedDB.databases()).some((database) => database.name === LOCAL_DB_NAME);
}
