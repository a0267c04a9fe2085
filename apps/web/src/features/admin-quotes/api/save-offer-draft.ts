import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import {
  type OfferDraftRequest,
  offerDraftSchema,
  offerSentAnswerSchema,
} from '@labo/domain/offer-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offersMessages as messages } from '#shared/quotes/offer-messages.ts';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { adminQuoteKeys } from './admin-quote-keys';

/** PUT /api/protected/quote/{id}/offer: the whole draft, with the version last read. */
function putOfferDraft(id: number, draft: OfferDraftRequest) {
  return protectedRequest(apiPath(apiRoutes.offerDraft, { id }), {
    method: 'PUT',
    body: draft,
    schema: offerDraftSchema,
  });
}

/**
 * Saves the staff's draft (docs/product/offers.md#calls): the answer is the draft as the
 * server priced it, kept as the quote page's draft. A 409 (someone saved first) and field
 * errors reach the editor, which shows them where they belong.
 */
export function useSaveOfferDraft(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: OfferDraftRequest) => putOfferDraft(id, draft),
    onSuccess: (draft) =>
      queryClient.setQueryData(adminQuoteKeys.detail(id), (quote) =>
        quote ? { ...quote, draft } : quote,
      ),
  });
}

/** POST /api/protected/quote/{id}/offer/send: the draft becomes offer version N. */
export function useSendOffer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      protectedRequest(apiPath(apiRoutes.offerSend, { id }), {
        method: 'POST',
        schema: offerSentAnswerSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQuoteKeys.all }),
    meta: { errorNotice: messages.sendFailed },
  });
}
