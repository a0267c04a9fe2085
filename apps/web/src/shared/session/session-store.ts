import type { SelfUser } from '@labo/domain/auth-schemas';
import { announceLocalChange } from '../local-db/local-changes';
import { localDb } from '../local-db/local-db';
import { LOCAL_SINGLE_RECORD_ID } from '../local-db/local-db-schema';

// Writes of the session records of the device database
// (docs/product/accounts.md#session-on-the-device); current-user.ts reads them. Apart from
// the reader because it loads Dexie, which a visitor's first page does without.

/** Stores the login token and the user together: never half a session. */
export async function storeSession(jwt: string, user: SelfUser): Promise<void> {
  await localDb.transaction('rw', localDb.jwt, localDb.storedUser, async () => {
    await localDb.jwt.put({ id: LOCAL_SINGLE_RECORD_ID, jwt });
    await localDb.storedUser.put({ id: LOCAL_SINGLE_RECORD_ID, user });
  });
}

/** Replaces the stored user (fresh information from the server), token unchanged. */
export async function storeUser(user: SelfUser): Promise<void> {
  await localDb.storedUser.put({ id: LOCAL_SINGLE_RECORD_ID, user });
}

/**
 * docs/product/accounts.md#logout: deletes the token and the user, then emits the
 * login-status-changed signal: the query caches of every tab read the session again, and
 * the cart resets (app/layout/use-session-signals.ts).
 */
export async function logOut(): Promise<void> {
  const wasLoggedIn = await localDb.transaction('rw', localDb.jwt, localDb.storedUser, async () => {
    const stored = (await localDb.jwt.count()) + (await localDb.storedUser.count());
    await localDb.jwt.clear();
    await localDb.storedUser.clear();
    return stored > 0;
  });
  // Only a real change of the login status: a 401 answered to someone already logged out
  // (a screen's query reloading after the logout) changes nothing, and telling the caches
  // again would reload that query again, in a loop.
  if (wasLoggedIn) announceLocalChange('login');
}
