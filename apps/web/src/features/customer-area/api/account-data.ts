import type { PersonalInfoRequest } from '@labo/domain/auth-schemas';
import { selfUserSchema } from '@labo/domain/auth-schemas';
import { quotesAnswerSchema } from '@labo/domain/quote-list-schemas';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { accountQueryKey } from '#shared/session/account-query-key.ts';
import { protectedRequest } from '#shared/session/protected-request.ts';

// The customer's own data (docs/product/accounts.md#account-calls); every call is
// protected, and a 401 logs out (protected-request.ts).

/** GET /api/protected/my/quotes */
export function myQuotesQueryOptions(jwt: string) {
  return queryOptions({
    queryKey: [...accountQueryKey, 'my-quotes'],
    queryFn: ({ signal }) =>
      protectedRequest('/api/protected/my/quotes', {
        schema: quotesAnswerSchema,
        token: jwt,
        signal,
      }),
    staleTime: 0,
  });
}

/** PUT /api/protected/put/self/personal/info: the stored user as the server now has it. */
export function putPersonalInfo(jwt: string, request: PersonalInfoRequest) {
  return protectedRequest('/api/protected/put/self/personal/info', {
    method: 'PUT',
    body: request,
    schema: selfUserSchema,
    token: jwt,
  });
}

/** POST /api/protected/self/verification/resend: 202, a new verification mail. */
export function postVerificationResend(jwt: string) {
  return protectedRequest('/api/protected/self/verification/resend', {
    method: 'POST',
    body: {},
    schema: z.unknown(),
    token: jwt,
  });
}

/** DELETE /api/protected/self/delete: 204. */
export function deleteSelf(jwt: string) {
  return protectedRequest('/api/protected/self/delete', {
    method: 'DELETE',
    schema: z.unknown(),
    token: jwt,
  });
}
