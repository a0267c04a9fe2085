import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { adminQuotesAnswerSchema } from '@labo/domain/quote-list-schemas';
import type { PipeStatus } from '@labo/domain/quote-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { adminQuoteKeys } from './admin-quote-keys';

/** GET /api/protected/quotes/by/{status}/status (docs/product/admin.md#admin-calls); a 401 logs out. */
function getAdminQuotes(status: PipeStatus, signal?: AbortSignal) {
  return protectedRequest(apiPath(apiRoutes.quotesByStatus, { status }), {
    schema: adminQuotesAnswerSchema,
    signal,
  });
}

function getAdminQuotesQueryOptions(status: PipeStatus) {
  return queryOptions({
    queryKey: adminQuoteKeys.list(status),
    queryFn: ({ signal }) => getAdminQuotes(status, signal),
    staleTime: 0,
  });
}

export function useAdminQuotes(status: PipeStatus) {
  return useQuery(getAdminQuotesQueryOptions(status));
}
