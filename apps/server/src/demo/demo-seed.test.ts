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

describe('demo accounts', () => {
  it('log in with DEMO_PASSWORD when it is set, the administrator with the admin role', async () => {
    const demo = await seededDemo({ DEMO_PASSWORD: 'demo-journeys' });
    const login = await demo.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { email: 'admin@demo.example', password: 'demo-journeys' },
    });
    expect(login.statusCode).toBe(200);
    const self = await demo.app.inject({
      url: '/api/protected/self/info',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(self.json().roles).toContain('ROLE_ADMIN');
  });
});
