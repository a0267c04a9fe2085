import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/database';
import { createTestApp, type TestApp } from '#test/test-app';
import { createTestDatabase, resetDatabase } from '#test/test-database';
import { seedStaffRecipients, staffRecipients } from './staff-recipients-queries';

describe('staff recipients setting', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(() => resetDatabase(database));

  it('is empty until seeded, then holds the seeded list', async () => {
    expect(await staffRecipients(database.db)).toEqual([]);
    await seedStaffRecipients(database.db, ['ventes@example.org', 'direction@example.org']);
    expect(await staffRecipients(database.db)).toEqual([
      'ventes@example.org',
      'direction@example.org',
    ]);
  });

  it('keeps a list already set: the configuration only gives the first value', async () => {
    await seedStaffRecipients(database.db, ['admin-choice@example.org']);
    await seedStaffRecipients(database.db, ['from-env@example.org']);
    expect(await staffRecipients(database.db)).toEqual(['admin-choice@example.org']);
  });

  it('writes nothing for an empty configuration, so a later STAFF_EMAILS still applies', async () => {
    await seedStaffRecipients(database.db, []);
    await seedStaffRecipients(database.db, ['later@example.org']);
    expect(await staffRecipients(database.db)).toEqual(['later@example.org']);
  });
});

describe('app start', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('seeds the staff list from STAFF_EMAILS', async () => {
    testApp = await createTestApp({ STAFF_EMAILS: 'Ventes@Example.org; devis@example.org' });
    expect(await staffRecipients(testApp.database.db)).toEqual([
      'ventes@example.org',
      'devis@example.org',
    ]);
  });
});
