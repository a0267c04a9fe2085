import type { SelfUser } from '@labo/domain/auth-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { deviceReadMeta } from '#shared/server-render/device-read.ts';
import { LOCAL_SINGLE_RECORD_ID } from '../local-db/local-db-schema';
import { readLocalRecords } from '../local-db/read-local-records';
import { sessionNeedsRenewal } from './token-expiry';

/** The customer logged in on this device: the stored user and its login token. */
export type CurrentUser = { user: SelfUser; jwt: string };

/**
 * The user stored on the device, or null when logged out
 * (docs/product/accounts.md#start-up-session). Both records must be present and well
 * formed: half a session, or one a former version wrote in another shape, counts as logged
 * out.
 */
export async function readCurrentUser(): Promise<CurrentUser | null> {
  const [userRecord, jwtRecord] = await readLocalRecords(
    ['storedUser', 'jwt'],
    LOCAL_SINGLE_RECORD_ID,
  );
  // A visitor who never logged in on this device stops here, before zod loads.
  if (userRecord === undefined || jwtRecord === undefined) return null;
  const { storedJwtRecordSchema, storedUserRecordSchema } = await import(
    './stored-session-records'
  );
  const user = storedUserRecordSchema.safeParse(userRecord);
  const jwt = storedJwtRecordSchema.safeParse(jwtRecord);
  return user.success && jwt.success ? { user: user.data.user, jwt: jwt.data.jwt } : null;
}

/**
 * The session at start-up (docs/product/accounts.md#start-up-session): the stored one,
 * renewed first when its token is close to expiry.
 */
async function loadSession(): Promise<CurrentUser | null> {
  const stored = await readCurrentUser();
  if (!stored) return null;
  if (!sessionNeedsRenewal(stored.jwt, Date.now())) return stored;
  const { renewSession } = await import('./session-renewal');
  return renewSession(stored);
}

export const currentUserQueryKey = ['current-user'] as const;

export function getCurrentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: loadSession,
    // A device read fails the same way twice (private mode without IndexedDB); the app
    // then goes on as for a visitor.
    retry: false,
    // Read again whenever a screen that needs it opens: a login in another tab counts.
    staleTime: 0,
    meta: deviceReadMeta,
  });
}

export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions());
}
