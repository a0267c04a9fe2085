import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { passwordResetAnswerSchema } from '@labo/domain/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#shared/api-client.ts';

/** POST /exposed/password/{token}/user/reset: the link's token again, and the new password. */
function postPasswordReset(token: string, password: string) {
  return apiClient.post(
    apiPath(apiRoutes.passwordReset, { token }),
    { resetToken: token, password },
    { schema: passwordResetAnswerSchema },
  );
}

/**
 * The reset with the link's token (docs/product/accounts.md#password-reset-page); the page
 * shows the success or the failure in place of the form.
 */
export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (password: string) => postPasswordReset(token, password),
    meta: { errorNotice: () => undefined },
  });
}
