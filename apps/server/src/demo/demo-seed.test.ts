import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffRecipients } from '#mail/staff-recipients-queries';
import { createTestApp, type TestApp } from '#test/test-app';
import { seedDemoIfEmpty } from './demo-seed';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  vi.restoreAllMocks();
});

async function seededDemo(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  t = await createTestApp(env);
  vi.spyOn(console, 'log').mockImplementation(() => {});
  await seedDemoIfEmpty(t.app);
  return t;
}

describe('demo seed', () => {
  it('makes the demo admin the staff who hear of quotes when STAFF_EMAILS is empty', async () => {
    const demo = await seededDemo();
    expect(await staffRecipients(demo.database.db)).toEqual(['admin@demo.example']);
  });

  it('leaves the staff of STAFF_EMAILS alone', async () => {
    const demo = await seededDemo({ STAFF_EMAILS: 'devis@labo.example' });
    expect(await staffRecipients(demo.database.db)).toEqual(['devis@labo.example']);
  });
});
