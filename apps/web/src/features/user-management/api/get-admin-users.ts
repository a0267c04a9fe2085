import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { adminUsersSchema } from '@labo/domain/user-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { userKeys } from './user-keys';

/** GET /api/protected/all/users/list (docs/product/admin.md#admin-calls); a 401 logs out. */
function getAdminUsers(signal?: AbortSignal) {
  return protectedRequest(apiPath(apiRoutes.allUsers), { schema: adminUsersSchema, signal });
}

function getAdminUsersQueryOptions() {
  return queryOptions({
    queryKey: userKeys.list(),
    queryFn: ({ signal }) => getAdminUsers(signal),
    staleTime: 0,
  });
}

export function useAdminUsers() {
  return useQuery(getAdminUsersQueryOptions());
}
