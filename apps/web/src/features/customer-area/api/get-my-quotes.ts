import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { quotesAnswerSchema } from '@labo/domain/quote-list-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { accountKeys } from './account-keys';

/** GET /api/protected/my/quotes (docs/product/accounts.md#quote-history); a 401 logs out. */
function getMyQuotes(signal?: AbortSignal) {
  return protectedRequest(apiPath(apiRoutes.myQuotes), { schema: quotesAnswerSchema, signal });
}

function getMyQuotesQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.myQuotes(),
    queryFn: ({ signal }) => getMyQuotes(signal),
    staleTime: 0,
  });
}

export function useMyQuotes() {
  return useQuery(getMyQuotesQueryOptions());
}
