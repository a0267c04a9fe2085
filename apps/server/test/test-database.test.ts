import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, schemaOf } from './test-database';

// Test files of a worker take over each other's databases (test-database.ts): what one
// test changes of the schema to play a fault must not reach the next file.
describe('the test database a file gets', () => {
  it('has the schema of the template, whatever the file before changed of its own', async () => {
    const first = await createTestDatabase();
    const template = await schemaOf(first);
    await first.db.execute(
      sql.raw('alter table quotes add constraint test_refuses_every_quote check (false) not valid'),
    );
    expect(await schemaOf(first)).not.toBe(template);
    await first.close();

    const next = await createTestDatabase();
    try {
      expect(await schemaOf(next)).toBe(template);
    } finally {
      await next.close();
    }
  });

  it('holds no row of the file before', async () => {
    const first = await createTestDatabase();
    await first.db.execute(
      sql.raw(`insert into login_failures (email, ip) values ('a@example.org', '127.0.0.1')`),
    );
    await first.close();

    const next = await createTestDatabase();
    try {
      const result = (await next.db.execute(
        sql.raw('select count(*)::int as n from login_failures'),
      )) as unknown as { rows: { n: number }[] };
      expect(result.rows[0]?.n).toBe(0);
    } finally {
      await next.close();
    }
  });
});
