import { useState } from 'react';
import { isApiError } from '#shared/api-client.ts';
import { logIn } from '#shared/session/log-in.ts';
import { wait as realWait } from '#shared/wait.ts';
import { authMessages as messages } from './auth-messages';
import { loginRetryDelayMs } from './login-retry';

/** The failure text: the server's own for a 429, the product's for the rest. */
function failureText(error: unknown): string {
  if (isApiError(error) && error.status === 429 && error.body?.message) return error.body.message;
  if (isApiError(error) && (error.status >= 500 || error.status === 600)) {
    return messages.genericError;
  }
  return messages.loginFailed;
}

/**
 * One login attempt after another (docs/product/accounts.md#login-retry): each waits
 * longer than the one before while they fail. `wait` is the clock, given by tests.
 */
export function useLoginAttempt(wait: (ms: number) => Promise<void> = realWait) {
  const [failures, setFailures] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const attempt = async (email: string, password: string): Promise<boolean> => {
    await wait(loginRetryDelayMs(failures));
    try {
      await logIn({ email: email.trim(), password });
      setError(null);
      return true;
    } catch (caught) {
      setFailures((count) => count + 1);
      setError(failureText(caught));
      return false;
    }
  };
  return { attempt, error };
}
