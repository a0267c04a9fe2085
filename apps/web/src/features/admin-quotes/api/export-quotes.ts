import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import type { QuoteExportFormat } from '@labo/domain/quote-list-schemas';
import type { PipeStatus } from '@labo/domain/quote-status';
import { useMutation } from '@tanstack/react-query';
import { downloadProtectedFile } from '#shared/session/download-protected-file.ts';
import { adminQuotesMessages as messages } from '../admin-quotes-messages';

/** A list's quotes, or the accepted orders (docs/product/offers.md#order-export). */
export type ExportedList = PipeStatus | 'ORDERS';

type QuotesExport = { list: ExportedList; format: QuoteExportFormat };

/**
 * GET /api/protected/quotes/by/{status}/status/export?format=csv|xlsx, or
 * GET /api/protected/orders/export?format=…, saved under the server's file name.
 */
function downloadQuotes({ list, format }: QuotesExport) {
  const path =
    list === 'ORDERS'
      ? apiPath(apiRoutes.ordersExport)
      : apiPath(apiRoutes.quotesByStatusExport, { status: list });
  const fallback = list === 'ORDERS' ? 'commandes' : `devis-${list.toLowerCase()}`;
  return downloadProtectedFile(`${path}?format=${format}`, `${fallback}.${format}`);
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
