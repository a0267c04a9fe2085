import { type SelfUser, selfUserSchema } from '@labo/domain/auth-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from './current-user';
import { protectedRequest } from './protected-request';
import { storeUser } from './session-store';

/**
 * Fetches the logged-in user's information again (GET /api/protected/self/info) and stores
 * it, so the screens that read the session see it (after a verification, for the personal
 * information page).
 */
export async function refreshStoredUser(jwt: string, queryClient: QueryClient): Promise<SelfUser> {
  const user = await protectedRequest('/api/protected/self/info', {
    schema: selfUserSchema,
    token: jwt,
  });
  await storeUser(user);
  await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  return user;
}
