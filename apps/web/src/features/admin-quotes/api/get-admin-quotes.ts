import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import type { NegotiationState } from '@labo/domain/negotiation';
import { adminQuotesAnswerSchema } from '@labo/domain/quote-list-schemas';
import type { PipeStatus } from '@labo/domain/quote-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { adminQuoteKeys } from './admin-quote-keys';

/**
 * GET /api/protected/quotes/by/{status}/status (docs/product/admin.md#admin-calls), with
 * `?negotiation=` to keep one negotiation state (docs/product/offers.md#negotiation-states);
 * a 401 logs out.
 */
function getAdminQuotes(
  status: PipeStatus,
  negotiation: NegotiationState | null,
  signal?: AbortSignal,
) {
  const query = negotiation ? `?negotiation=${negotiation}` : '';
  return protectedRequest(`${apiPath(apiRoutes.quotesByStatus, { status })}${query}`, {
    schema: adminQuotesAnswerSchema,
    signal,
  });
}

function getAdminQuotesQueryOptions(status: PipeStatus, negotiation: NegotiationState | null) {
  return queryOptions({
    queryKey: adminQuoteKeys.list(status, negotiation),
    queryFn: ({ signal }) => getAdminQuotes(status, negotiation, signal),
    staleTime: 0,
  });
}

export function useAdminQuotes(status: PipeStatus, negotiation: NegotiationState | null = null) {
  return useQuery(getAdminQuotesQueryOptions(status, negotiation));
}
