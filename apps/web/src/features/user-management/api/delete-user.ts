import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { isApiError } from '#shared/api-client.ts';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { userManagementMessages as messages } from '../user-management-messages';
import { userKeys } from './user-keys';

/** DELETE /api/protected/{id}/user/delete: 204; 409 for one's own account. */
function deleteUser(userId: number) {
  return protectedRequest(apiPath(apiRoutes.userDelete, { id: userId }), {
    method: 'DELETE',
    schema: z.unknown(),
  });
}

/**
 * The deletion (docs/product/admin.md#user-deletion): "Suppression effectuée", or the
 * server's reason (one's own account), else "Une erreur est survenue"; the list reloads.
 */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.list() }),
    meta: {
      successNotice: messages.deleted,
      errorNotice: (error) =>
        (isApiError(error) && error.status === 409 ? error.body?.message : undefined) ??
        messages.failed,
    },
  });
}
