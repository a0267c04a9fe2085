import type { SelfUser } from '@labo/domain/auth-schemas';
import { isApiError } from '../api-client';
import { getRenewedJwt, getSelfInfo } from './session-calls';
import { logOut, storeSession } from './session-store';

/** A stored session (the shape of current-user.ts's CurrentUser). */
type Session = { jwt: string; user: SelfUser };

/**
 * docs/product/accounts.md#token-renewal: renews the token and refreshes the user. A 401
 * or 403 logs out (null); any other failure is logged and the session goes on as stored.
 */
export async function renewSession(current: Session): Promise<Session | null> {
  try {
    const jwt = await getRenewedJwt(current.jwt);
    const user = await getSelfInfo(jwt);
    await storeSession(jwt, user);
    return { jwt, user };
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      await logOut();
      return null;
    }
    console.error(error);
    return current;
  }
}
