import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { isApiError } from '#shared/api-client.ts';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { customerAreaMessages as messages } from '../customer-area-messages';

/** POST /api/protected/self/verification/resend: 202, a new verification mail. */
function postVerificationResend() {
  return protectedRequest(apiPath(apiRoutes.resendVerification), {
    method: 'POST',
    body: {},
    schema: z.unknown(),
  });
}

/**
 * Sends the verification mail again (docs/product/accounts.md#unverified-address-notice):
 * "Un nouvel e-mail de confirmation…", or the server's reason (already verified), else
 * "Une erreur est survenue".
 */
export function useResendVerification() {
  return useMutation({
    mutationFn: postVerificationResend,
    meta: {
      successNotice: messages.resent,
      errorNotice: (error) =>
        (isApiError(error) ? error.body?.message : undefined) ?? messages.genericError,
    },
  });
}
