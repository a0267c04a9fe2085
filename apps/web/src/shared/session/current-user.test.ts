import { beforeEach, describe, expect, it } from 'vitest';
import { deviceHasLocalDb } from '#testing/local-db-presence.ts';
import { makeSelfUser } from '#testing/test-users.ts';
import { localDb } from '../local-db/local-db';
import { readCurrentUser } from './current-user';

const admin = makeSelfUser({ firstName: 'Irène', roles: ['ROLE_USER', 'ROLE_ADMIN'] });

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
});

describe('readCurrentUser (docs/product/accounts.md#start-up-session)', () => {
  it('is logged out on a device that never used the shop, and creates no database', async () => {
    expect(await readCurrentUser()).toBeNull();
    expect(await deviceHasLocalDb()).toBe(false);
  });

  it('is logged out on a device with a cart but no stored user', async () => {
    await localDb.summary.put({
      id: 1,
      total_price: 0,
      distinct_items_count: 0,
      total_items_count: 0,
      last_validation: 0,
      install_id: 'device_x',
    });
    expect(await readCurrentUser()).toBeNull();
  });

  it('reads the stored user and its login token', async () => {
    await localDb.storedUser.put({ id: 1, user: admin });
    await localDb.jwt.put({ id: 1, jwt: 'jwt-of-irene' });
    expect(await readCurrentUser()).toEqual({ user: admin, jwt: 'jwt-of-irene' });
  });

  it('counts half a session as logged out', async () => {
    await localDb.storedUser.put({ id: 1, user: admin });
    expect(await readCurrentUser()).toBeNull();

    await localDb.storedUser.clear();
    await localDb.jwt.put({ id: 1, jwt: 'jwt-of-irene' });
    expect(await readCurrentUser()).toBeNull();
  });

  it('counts records of another shape as logged out', async () => {
    await localDb.storedUser.put({ id: 1, user: { email: 'irene@labo.fr' } });
    await localDb.jwt.put({ id: 1, jwt: 'jwt-of-irene' });
    expect(await readCurrentUser()).toBeNull();

    await localDb.storedUser.put({ id: 1, user: admin });
    await localDb.jwt.put({ id: 1, jwt: '' });
    expect(await readCurrentUser()).toBeNull();
  });
});
