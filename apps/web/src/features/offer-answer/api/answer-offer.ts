import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import {
  type OfferAcceptRequest,
  type OfferChangesRequest,
  type OfferDeclineRequest,
  quoteDetailAnswerSchema,
  type SignedLinkQuery,
} from '@labo/domain/offer-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#shared/api-client.ts';
import { linkQuery } from '#shared/quotes/offer-link.ts';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { buyerQuoteKeys } from './buyer-quote-keys';

/** The buyer's three answers and what each one carries (docs/product/offers.md#calls). */
export type OfferAnswer =
  | { kind: 'accept'; body: OfferAcceptRequest }
  | { kind: 'changes'; body: OfferChangesRequest }
  | { kind: 'decline'; body: OfferDeclineRequest };

const ROUTES = {
  accept: { session: apiRoutes.offerAccept, link: apiRoutes.linkedOfferAccept },
  changes: { session: apiRoutes.offerChanges, link: apiRoutes.linkedOfferChanges },
  decline: { session: apiRoutes.offerDecline, link: apiRoutes.linkedOfferDecline },
} as const;

/** POST …/accept, …/changes or …/decline, as the owner or through the signed link. */
function postAnswer(id: number, link: SignedLinkQuery | null, answer: OfferAnswer) {
  const routes = ROUTES[answer.kind];
  if (link) {
    return apiClient.post(`${apiPath(routes.link, { id })}${linkQuery(link)}`, answer.body, {
      schema: quoteDetailAnswerSchema,
    });
  }
  return protectedRequest(apiPath(routes.session, { id }), {
    method: 'POST',
    body: answer.body,
    schema: quoteDetailAnswerSchema,
  });
}

/**
 * The buyer's answer to the offer: the page then shows the quote as the server answered it,
 * its new state and history. Errors reach the form that sent it (a field's, or the refusal's
 * sentence), which is why no notice is declared here.
 */
export function useAnswerOffer(id: number, link: SignedLinkQuery | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: OfferAnswer) => postAnswer(id, link, answer),
    onSuccess: (quote) => queryClient.setQueryData(buyerQuoteKeys.detail(id, link), quote),
  });
}
