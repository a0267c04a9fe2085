import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { useMutation } from '@tanstack/react-query';
import { offersMessages as messages } from '#shared/quotes/offer-messages.ts';
import { downloadProtectedFile } from '#shared/session/download-protected-file.ts';

/**
 * GET /api/protected/quote/{id}/purchase-order/document: the buyer's purchase order as
 * they attached it, saved under its name (docs/product/offers.md#purchase-order-document).
 */
export function useDownloadPurchaseOrder() {
  return useMutation({
    mutationFn: (document: { quoteId: number; fileName: string }) =>
      downloadProtectedFile(
        apiPath(apiRoutes.purchaseOrderDocument, { id: document.quoteId }),
        document.fileName,
      ),
    meta: { errorNotice: messages.documentDownloadFailed },
  });
}
