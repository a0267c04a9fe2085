import { type SelfUser, selfUserSchema } from '@labo/domain/auth-schemas';
import { LOCAL_SINGLE_RECORD_ID } from '@labo/domain/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { localDb } from '../cart/local-db';

// The customer logged in on this device, read from the SPEC §3 stores "stored user" and
// "stored login token" (id 1 each). The accounts feature, which will write them, is not
// built yet: the record shapes below are the ones it must keep, or move this reader there.

const storedUserRecordSchema = z.object({ user: selfUserSchema });
const storedJwtRecordSchema = z.object({ jwt: z.string().min(1) });

export type StoredSession = { user: SelfUser; jwt: string };

/** Both records present and readable, or null: half a session counts as logged out. */
export async function readStoredSession(): Promise<StoredSession | null> {
  const [userRecord, jwtRecord] = await Promise.all([
    localDb.storedUser.get(LOCAL_SINGLE_RECORD_ID),
    localDb.jwt.get(LOCAL_SINGLE_RECORD_ID),
  ]);
  const user = storedUserRecordSchema.safeParse(userRecord);
  const jwt = storedJwtRecordSchema.safeParse(jwtRecord);
  return user.success && jwt.success ? { user: user.data.user, jwt: jwt.data.jwt } : null;
}

export const storedSessionQueryKey = ['stored-session'] as const;

export function getStoredSessionQueryOptions() {
  return queryOptions({
    queryKey: storedSessionQueryKey,
    queryFn: readStoredSession,
    // A device read fails the same way twice (private mode without IndexedDB).
    retry: false,
    staleTime: 0,
  });
}

export function useStoredSession() {
  return useQuery(getStoredSessionQueryOptions());
}
