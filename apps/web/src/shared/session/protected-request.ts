import { apiRequest, isApiError, type RequestOptions } from '../api-client';
import { logOut } from './session-store';

/**
 * A protected call (docs/product/api-conventions.md#public-and-protected-calls) with the
 * session's token. A 401 means the session is over (expired, password reset elsewhere,
 * account deleted): the person is logged out, and the error still reaches the caller
 * (docs/product/accounts.md#session-end).
 */
export async function protectedRequest<T>(
  path: string,
  options: RequestOptions<T> & { token: string },
): Promise<T> {
  try {
    return await apiRequest(path, options);
  } catch (error) {
    if (isApiError(error) && error.status === 401) await logOut();
    throw error;
  }
}
