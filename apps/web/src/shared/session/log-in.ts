import type { LoginRequest, SelfUser } from '@labo/domain/auth-schemas';
import { announceLocalChange } from '../local-db/local-changes';
import { getSelfInfo, postLogin } from './session-calls';
import { storeSession } from './session-store';

/**
 * docs/product/accounts.md#login-state: gets the token, fetches the user's information,
 * stores both, then emits the login-status-changed signal.
 */
export async function logIn(credentials: LoginRequest): Promise<SelfUser> {
  const jwt = await postLogin(credentials);
  const user = await getSelfInfo(jwt);
  await storeSession(jwt, user);
  announceLocalChange('login');
  return user;
}
