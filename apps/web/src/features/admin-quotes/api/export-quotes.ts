import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import type { QuoteExportFormat } from '@labo/domain/quote-list-schemas';
import type { PipeStatus } from '@labo/domain/quote-status';
import { useMutation } from '@tanstack/react-query';
import { downloadProtectedFile } from '#shared/session/download-protected-file.ts';
import { adminQuotesMessages as messages } from '../admin-quotes-messages';

type QuotesExport = { status: PipeStatus; format: QuoteExportFormat };

/**
 * GET /api/protected/quotes/by/{status}/status/export?format=csv|xlsx, saved under the
 * server's file name.
 */
function downloadQuotes({ status, format }: QuotesExport) {
  return downloadProtectedFile(
    `${apiPath(apiRoutes.quotesByStatusExport, { status })}?format=${format}`,
    `devis-${status.toLowerCase()}.${format}`,
  );
}

/**
 * "Exporter (CSV)" and "Exporter (Excel)": the list's quotes as a file; a failure says
 * "Une erreur est survenue".
 */
export function useExportQuotes() {
  return useMutation({
    mutationFn: downloadQuotes,
    meta: { errorNotice: messages.exportFailed },
  });
}
