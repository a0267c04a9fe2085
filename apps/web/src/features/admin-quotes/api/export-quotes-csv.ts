import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import type { PipeStatus } from '@labo/domain/quote-status';
import { useMutation } from '@tanstack/react-query';
import { downloadProtectedFile } from '#shared/session/download-protected-file.ts';
import { adminQuotesMessages as messages } from '../admin-quotes-messages';

/** GET /api/protected/quotes/by/{status}/status/export, saved as a CSV file. */
function downloadQuotesCsv(status: PipeStatus) {
  return downloadProtectedFile(
    apiPath(apiRoutes.quotesByStatusExport, { status }),
    `devis-${status.toLowerCase()}.csv`,
  );
}

/** "Exporter (CSV)": the list's quotes as a file; a failure says "Une erreur est survenue". */
export function useExportQuotesCsv() {
  return useMutation({
    mutationFn: downloadQuotesCsv,
    meta: { errorNotice: messages.exportFailed },
  });
}
