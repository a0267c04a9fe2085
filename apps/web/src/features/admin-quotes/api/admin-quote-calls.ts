import { adminQuotesAnswerSchema } from '@labo/domain/quote-list-schemas';
import type { PipeStatus } from '@labo/domain/quote-status';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { downloadProtectedFile } from '#shared/session/download-protected-file.ts';
import { protectedRequest } from '#shared/session/protected-request.ts';

// The admin quote calls (docs/product/admin.md#admin-calls); a 401 logs out.

/** Every admin list's key starts so: a status change reloads all three. */
export const adminQuotesQueryKey = ['admin-quotes'] as const;

const listPath = (status: PipeStatus) => `/api/protected/quotes/by/${status}/status`;

/** GET /api/protected/quotes/by/{status}/status */
export function adminQuotesQueryOptions(jwt: string, status: PipeStatus) {
  return queryOptions({
    queryKey: [...adminQuotesQueryKey, status],
    queryFn: ({ signal }) =>
      protectedRequest(listPath(status), { schema: adminQuotesAnswerSchema, token: jwt, signal }),
    staleTime: 0,
  });
}

/** POST /api/protected/update/quote/{id}/status */
export function postQuoteStatus(jwt: string, quoteId: number, newStatus: PipeStatus) {
  return protectedRequest(`/api/protected/update/quote/${quoteId}/status`, {
    method: 'POST',
    body: { new_status: newStatus },
    schema: z.unknown(),
    token: jwt,
  });
}

/** GET /api/protected/quotes/by/{status}/status/export, saved as a CSV file. */
export function downloadQuotesCsv(jwt: string, status: PipeStatus) {
  return downloadProtectedFile(
    `${listPath(status)}/export`,
    jwt,
    `devis-${status.toLowerCase()}.csv`,
  );
}
