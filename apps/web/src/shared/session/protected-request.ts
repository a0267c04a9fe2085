import { apiRequest, apiResponse, isApiError, type RequestOptions } from '../api-client';
import { logOut } from './session-store';

/**
 * A protected call (docs/product/api-conventions.md#public-and-protected-calls) with the
 * session's token. A 401 means the session is over (expired, password reset elsewhere,
 * account deleted): the person is logged out, and the error still reaches the caller
 * (docs/product/accounts.md#session-end).
 */
export function protectedRequest<T>(
  path: string,
  options: RequestOptions<T> & { token: string },
): Promise<T> {
  return endingSessionOn401(apiRequest(path, options));
}

/** The same for an answer read otherwise than as JSON (a download, a stream of events). */
export function protectedResponse(
  path: string,
  options: Omit<RequestOptions<unknown>, 'schema'> & { token: string },
): Promise<Response> {
  return endingSessionOn401(apiResponse(path, options));
}

async function endingSessionOn401<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 401) await logOut();
    throw error;
  }
}
