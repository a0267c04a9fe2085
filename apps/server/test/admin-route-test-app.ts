import { afterAll, beforeAll, beforeEach } from 'vitest';
import { insertAdminAndCustomer } from './auth-fixtures';
import { createTestApp, type TestApp } from './test-app';
import { resetDatabase } from './test-database';

type AdminAndCustomerHeaders = Awaited<ReturnType<typeof insertAdminAndCustomer>>;

/**
 * The set-up of an admin route's tests: one app for the file, whose database is emptied
 * before each test and given an administrator and a customer; `receive` gets the app and
 * their Authorization headers each time.
 */
export function useAdminRouteTestApp(
  ids: { admin: number; customer: number },
  receive: (t: TestApp, headers: AdminAndCustomerHeaders) => void,
): void {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.database);
    receive(t, await insertAdminAndCustomer(t, ids));
  });
}
