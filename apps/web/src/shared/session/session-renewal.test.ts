import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '#testing/test-api.ts';
import { makeJwt, makeSelfUser } from '#testing/test-users.ts';
import { onLocalChange } from '../local-db/local-changes';
import { localDb } from '../local-db/local-db';
import { readCurrentUser } from './current-user';
import { renewSession } from './session-renewal';
import { storeSession } from './session-store';
import { jwtExpirySeconds, sessionNeedsRenewal } from './token-expiry';

const now = Date.UTC(2026, 10, 25, 12, 0, 0);
const user = makeSelfUser();
const renewedUser = makeSelfUser({ firstName: 'Louise' });

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
});

describe('start-up renewal decision (docs/product/accounts.md#token-renewal)', () => {
  it('reads the expiry of a token and renews under 120 minutes', () => {
    const exp = now / 1000 + 3 * 3600;
    expect(jwtExpirySeconds(makeJwt(exp))).toBe(exp);
    expect(sessionNeedsRenewal(makeJwt(exp), now)).toBe(false);
    expect(sessionNeedsRenewal(makeJwt(now / 1000 + 60 * 60), now)).toBe(true);
  });

  it('renews a token it cannot read', () => {
    expect(jwtExpirySeconds('not-a-jwt')).toBeNull();
    expect(sessionNeedsRenewal('not-a-jwt', now)).toBe(true);
  });
});

describe('renewSession (docs/product/accounts.md#token-renewal)', () => {
  it('stores the renewed token and the refreshed user', async () => {
    await storeSession('old-jwt', user);
    const fetchMock = stubApi({
      '/exposed/renew/jwt': { token: 'new-jwt' },
      '/api/protected/self/info': renewedUser,
    });
    expect(await renewSession({ jwt: 'old-jwt', user })).toEqual({
      jwt: 'new-jwt',
      user: renewedUser,
    });
    expect(await readCurrentUser()).toEqual({ jwt: 'new-jwt', user: renewedUser });
    const renewCall = fetchMock.mock.calls[0];
    expect(new Headers(renewCall?.[1]?.headers).get('Authorization')).toBe('Bearer old-jwt');
  });

  it.each([401, 403])('logs out on %i', async (status) => {
    await storeSession('old-jwt', user);
    stubApi({ '/exposed/renew/jwt': { status, body: { error: 'unauthorized', message: 'x' } } });
    const loginStatus = vi.fn();
    const stop = onLocalChange(loginStatus);
    expect(await renewSession({ jwt: 'old-jwt', user })).toBeNull();
    stop();
    expect(await readCurrentUser()).toBeNull();
    expect(loginStatus).toHaveBeenCalledExactlyOnceWith('login', 'this-tab');
  });

  it('only logs other failures and keeps the session', async () => {
    await storeSession('old-jwt', user);
    stubApi({
      '/exposed/renew/jwt': { status: 503, body: { error: 'unavailable', message: 'x' } },
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await renewSession({ jwt: 'old-jwt', user })).toEqual({ jwt: 'old-jwt', user });
    expect(log).toHaveBeenCalledOnce();
    expect(await readCurrentUser()).toEqual({ jwt: 'old-jwt', user });
  });
});
