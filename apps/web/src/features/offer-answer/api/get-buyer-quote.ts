import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { quoteDetailAnswerSchema, type SignedLinkQuery } from '@labo/domain/offer-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#shared/api-client.ts';
import { linkQuery } from '#shared/quotes/offer-link.ts';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { buyerQuoteKeys } from './buyer-quote-keys';

/**
 * GET /api/protected/quote/{id} for its owner, or GET /exposed/quote/{id}/offer with the
 * signed link of the offer mail for a visitor (docs/product/offers.md#calls).
 */
function getBuyerQuote(id: number, link: SignedLinkQuery | null, signal?: AbortSignal) {
  if (link) {
    return apiClient.get(`${apiPath(apiRoutes.linkedQuote, { id })}${linkQuery(link)}`, {
      schema: quoteDetailAnswerSchema,
      signal,
    });
  }
  return protectedRequest(apiPath(apiRoutes.quoteDetail, { id }), {
    schema: quoteDetailAnswerSchema,
    signal,
  });
}

function getBuyerQuoteQueryOptions(id: number, link: SignedLinkQuery | null) {
  return queryOptions({
    queryKey: buyerQuoteKeys.detail(id, link),
    queryFn: ({ signal }) => getBuyerQuote(id, link, signal),
    staleTime: 0,
    // A 404 or 410 is the answer, not a hiccup worth trying again.
    retry: false,
  });
}

export function useBuyerQuote(id: number, link: SignedLinkQuery | null) {
  return useQuery(getBuyerQuoteQueryOptions(id, link));
}
