import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { emptyAnswerSchema } from '@labo/domain/auth-schemas';
import { CLIENT_ENV } from '@labo/domain/wire-primitives';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#shared/api-client.ts';

/** POST /exposed/password/reset/request: the same answer whether or not the address exists. */
function postResetLinkRequest(email: string) {
  return apiClient.post(
    apiPath(apiRoutes.passwordResetRequest),
    { userEmail: email, env: CLIENT_ENV },
    { schema: emptyAnswerSchema },
  );
}

/**
 * The reset link request (docs/product/accounts.md#password-recovery); the view shows its
 * notice and its failure itself.
 */
export function useRequestResetLink() {
  return useMutation({
    mutationFn: postResetLinkRequest,
    meta: { errorNotice: () => undefined },
  });
}
