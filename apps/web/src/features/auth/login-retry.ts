import { LOGIN_RETRY_STEP_MS } from '#config/ui.ts';

/**
 * docs/product/accounts.md#login-retry: the wait before an attempt after `failures` failed
 * ones: none at first, 100 ms after one failure, 100 ms more after each further one.
 */
export function loginRetryDelayMs(failures: number): number {
  return LOGIN_RETRY_STEP_MS * failures;
}
