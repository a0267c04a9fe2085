import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshStoredUser } from '#shared/session/refresh-stored-user.ts';
import { accountKeys } from './account-keys';

/**
 * GET /api/protected/self/info (docs/product/accounts.md#personal-information): the user as
 * the server has it now, stored on the device as it comes; a 401 logs out.
 */
function getSelfInfoQueryOptions(queryClient: QueryClient) {
  return queryOptions({
    queryKey: accountKeys.selfInfo(),
    queryFn: ({ signal }) => refreshStoredUser(queryClient, signal),
    staleTime: 0,
  });
}

export function useSelfInfo() {
  return useQuery(getSelfInfoQueryOptions(useQueryClient()));
}
