import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { protectedRequest } from '#shared/session/protected-request.ts';

/** POST /api/protected/self/logout: 204; every token of the account stops working. */
function endSessions() {
  return protectedRequest(apiPath(apiRoutes.selfLogout), { method: 'POST', schema: z.unknown() });
}

/**
 * The server's part of the logout (docs/product/accounts.md#logout): every token of the
 * account ends. The device forgets its session afterwards whatever the answer (the
 * customer area does it once it has left the area); the query client logs a failure.
 */
export function useEndSessions() {
  return useMutation({ mutationFn: endSessions });
}
