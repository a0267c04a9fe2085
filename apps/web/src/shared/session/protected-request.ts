import { apiRequest, apiResponse, isApiError, type RequestOptions } from '../api-client';
import { readCurrentUser } from './current-user';
import { logOut } from './session-store';

/** A protected call's options: the token is the session's, never the caller's. */
type ProtectedOptions<T> = Omit<RequestOptions<T>, 'token'>;

/**
 * A protected call (docs/product/api-conventions.md#public-and-protected-calls) with the
 * login token of the session stored on the device, read at the moment of the call: a token
 * renewed meanwhile, or a logout in another tab, counts at once. Screens never hold the
 * token (docs/conventions.md#data-layer). A 401 means the session is over (expired,
 * password reset elsewhere, account deleted): the person is logged out, and the error
 * still reaches the caller (docs/product/accounts.md#session-end).
 */
export async function protectedRequest<T>(path: string, options: ProtectedOptions<T>): Promise<T> {
  return endingSessionOn401(apiRequest(path, { ...options, token: await storedToken() }));
}

/** The same for an answer read otherwise than as JSON (a download, a stream of events). */
export async function protectedResponse(
  path: string,
  options: Omit<ProtectedOptions<unknown>, 'schema'>,
): Promise<Response> {
  return endingSessionOn401(apiResponse(path, { ...options, token: await storedToken() }));
}

/** Logged out, the call goes without a token and the server answers 401. */
async function storedToken(): Promise<string | null> {
  return (await readCurrentUser())?.jwt ?? null;
}

async function endingSessionOn401<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 401) await logOut();
    throw error;
  }
}
