import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { isApiError } from '#shared/api-client.ts';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { logOut } from '#shared/session/session-store.ts';
import { customerAreaMessages as messages } from '../customer-area-messages';

/** DELETE /api/protected/self/delete: 204; 409 for the shop's last administrator. */
function deleteSelf() {
  return protectedRequest(apiPath(apiRoutes.selfDelete), {
    method: 'DELETE',
    schema: z.unknown(),
  });
}

/**
 * The account deletion (docs/product/accounts.md#account-deletion): once deleted, the
 * customer is logged out on this device (the logout forgets the account's data), then told
 * so; the last administrator is told why their account stays, any other failure says "Une
 * erreur est survenue".
 */
export function useDeleteSelf() {
  return useMutation({
    mutationFn: deleteSelf,
    onSuccess: () => logOut(),
    meta: {
      successNotice: messages.deleted,
      errorNotice: (error) =>
        (isApiError(error) && error.status === 409 ? error.body?.message : undefined) ??
        messages.genericError,
    },
  });
}
