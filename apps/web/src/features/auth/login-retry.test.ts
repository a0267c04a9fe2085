import { describe, expect, it } from 'vitest';
import { loginRetryDelayMs } from './login-retry';

describe('loginRetryDelayMs (docs/product/accounts.md#login-retry)', () => {
  it('starts at 100 ms and grows by 100 ms per failure', () => {
    expect([0, 1, 2, 3].map(loginRetryDelayMs)).toEqual([0, 100, 200, 300]);
  });
});
