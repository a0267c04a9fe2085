import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { quoteDetailAnswerSchema } from '@labo/domain/offer-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { adminQuoteKeys } from './admin-quote-keys';

/** GET /api/protected/quote/{id} (docs/product/admin.md#admin-calls); a 401 logs out. */
function getAdminQuote(id: number, signal?: AbortSignal) {
  return protectedRequest(apiPath(apiRoutes.quoteDetail, { id }), {
    schema: quoteDetailAnswerSchema,
    signal,
  });
}

function getAdminQuoteQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminQuoteKeys.detail(id),
    queryFn: ({ signal }) => getAdminQuote(id, signal),
    staleTime: 0,
  });
}

export function useAdminQuote(id: number) {
  return useQuery(getAdminQuoteQueryOptions(id));
}
