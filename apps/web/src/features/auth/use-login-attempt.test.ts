import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '#shared/local-db/local-db.ts';
import { stubApi } from '#testing/test-api.ts';
import { makeSelfUser } from '#testing/test-users.ts';
import { useLoginAttempt } from './use-login-attempt';

const refused = {
  status: 401,
  body: { error: 'invalid_credentials', message: 'Connexion impossible !' },
};

beforeEach(async () => {
  await localDb.delete({ disableAutoOpen: false });
});

describe('login retry (docs/product/accounts.md#login-retry)', () => {
  it('waits 100 ms more before each attempt after a failure, and not at all at first', async () => {
    stubApi({ 'POST /api/login_check': refused });
    const waits: number[] = [];
    const wait = async (ms: number) => {
      waits.push(ms);
    };
    const { result } = renderHook(() => useLoginAttempt(wait));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await act(async () => {
        expect(await result.current.attempt('marie@labo.fr', 'wrong')).toBe(false);
      });
    }
    stubApi({
      'POST /api/login_check': { token: 'jwt' },
      '/api/protected/self/info': makeSelfUser(),
    });
    await act(async () => {
      expect(await result.current.attempt('marie@labo.fr', 'right')).toBe(true);
    });
    expect(waits).toEqual([0, 100, 200, 300]);
    expect(result.current.error).toBeNull();
  });
});
