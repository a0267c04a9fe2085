import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { useMutation } from '@tanstack/react-query';
import { downloadProtectedFile } from '../session/download-protected-file';
import { quoteMessages as messages } from './quote-messages';

type QuotePdf = { id: number; number: string };

/** GET /api/protected/quote/{id}/pdf, saved under the server's file name. */
function downloadQuotePdf({ id, number }: QuotePdf) {
  return downloadProtectedFile(apiPath(apiRoutes.quotePdf, { id }), `devis-${number}.pdf`);
}

/**
 * "TÉLÉCHARGER LE PDF" (docs/product/quote-request.md#quote-pdf), for the buyer's quote
 * dialog and the staff's quote page; a failure says so in the snackbar.
 */
export function useDownloadQuotePdf() {
  return useMutation({
    mutationFn: downloadQuotePdf,
    meta: { errorNotice: messages.pdfFailed },
  });
}
