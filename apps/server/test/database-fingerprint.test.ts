import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/database';
import { insertTree } from './catalog-fixtures';
import { databaseFingerprint } from './database-fingerprint';
import { createTestDatabase } from './test-database';

// The fuzz tests trust this digest to see any row a refused request changed.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('database fingerprint', () => {
  it('is the same while no row changes, a rolled-back write included', async () => {
    const first = await databaseFingerprint(database.db);
    expect(await databaseFingerprint(database.db)).toEqual(first);
    await database.db
      .transaction(async (tx) => {
        await insertTree(tx, ['Verrerie', 'Béchers', 'Bas']);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await databaseFingerprint(database.db)).toEqual(first);
  });

  it('changes with a row added, and with a row changed in place', async () => {
    const empty = await databaseFingerprint(database.db);
    await insertTree(database.db, ['Verrerie', 'Fioles', 'Jaugées']);
    const added = await databaseFingerprint(database.db);
    expect(added).not.toEqual(empty);
    await database.db.execute(sql`update categories set label = 'Verre'`);
    expect(await databaseFingerprint(database.db)).not.toEqual(added);
  });
});
