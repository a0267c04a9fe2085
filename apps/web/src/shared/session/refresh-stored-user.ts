import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { type SelfUser, selfUserSchema } from '@labo/domain/auth-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from './current-user';
import { protectedRequest } from './protected-request';
import { storeUser } from './session-store';

/**
 * Fetches the logged-in user's information again (GET /api/protected/self/info) and stores
 * it, so the screens that read the session see it (after a verification, for the personal
 * information page). The token is the stored session's (protected-request.ts).
 */
export async function refreshStoredUser(
  queryClient: QueryClient,
  signal?: AbortSignal,
): Promise<SelfUser> {
  const user = await protectedRequest(apiPath(apiRoutes.selfInfo), {
    schema: selfUserSchema,
    signal,
  });
  await storeUser(user);
  await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  return user;
}
