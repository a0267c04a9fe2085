import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { verifiedAccountAnswerSchema } from '@labo/domain/auth-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#shared/api-client.ts';
import { refreshStoredUser } from '#shared/session/refresh-stored-user.ts';
import { authKeys } from './auth-keys';

/** POST /exposed/account/verify: the verification link's token. */
function postAccountVerify(token: string) {
  return apiClient.post(
    apiPath(apiRoutes.verifyAccount),
    { token },
    { schema: verifiedAccountAnswerSchema },
  );
}

/**
 * A query rather than a mutation: the token serves once, and a query runs once however
 * often the page renders; kept for the page's life.
 */
function getAccountVerificationQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.verification(token),
    queryFn: () => postAccountVerify(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** The verification of the link (docs/product/accounts.md#verification-page). */
export function useAccountVerification(token: string) {
  return useQuery(getAccountVerificationQueryOptions(token));
}

/**
 * Reads the logged-in customer's information again after a verification, so that the
 * stored user says "verified"; a failure is logged by the query client, the page has
 * already said what counts.
 */
export function useRefreshVerifiedUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => refreshStoredUser(queryClient) });
}
