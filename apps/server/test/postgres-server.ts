import pg from 'pg';

// The PostgreSQL server of the tests' second run (TEST_DATABASE_URL): databases of their
// own, created and dropped through its administrative connection.

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

/** Runs one statement (create or drop database) on the administrative connection. */
export async function adminStatement(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}
