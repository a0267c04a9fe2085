import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { quoteDetailAnswerSchema, type SignedLinkQuery } from '@labo/domain/offer-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#shared/api-client.ts';
import { linkQuery } from '#shared/quotes/offer-link.ts';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { buyerQuoteKeys } from './buyer-quote-keys';

/**
 * POST …/purchase-order/document, multipart field `file`, as the owner or through the
 * signed link (docs/product/offers.md#purchase-order-document): the quote as it now reads.
 */
function postPurchaseOrder(id: number, link: SignedLinkQuery | null, file: File) {
  const body = new FormData();
  body.append('file', file);
  if (link) {
    return apiClient.post(
      `${apiPath(apiRoutes.linkedPurchaseOrderDocument, { id })}${linkQuery(link)}`,
      body,
      { schema: quoteDetailAnswerSchema },
    );
  }
  return protectedRequest(apiPath(apiRoutes.purchaseOrderDocument, { id }), {
    method: 'POST',
    body,
    schema: quoteDetailAnswerSchema,
  });
}

/**
 * Attaches the purchase order's PDF to the accepted order; the page then shows its name.
 * A refusal is said on the page beside what failed, with a retry, which is why no notice is
 * declared here.
 */
export function useAttachPurchaseOrder(id: number, link: SignedLinkQuery | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => postPurchaseOrder(id, link, file),
    onSuccess: (quote) => queryClient.setQueryData(buyerQuoteKeys.detail(id, link), quote),
  });
}
