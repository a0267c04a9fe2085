import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import type { PipeStatus } from '@labo/domain/quote-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { adminQuotesMessages as messages } from '../admin-quotes-messages';
import { adminQuoteKeys } from './admin-quote-keys';

type StatusChange = { quoteId: number; newStatus: PipeStatus };

/** POST /api/protected/update/quote/{id}/status */
function postQuoteStatus({ quoteId, newStatus }: StatusChange) {
  return protectedRequest(apiPath(apiRoutes.quoteStatus, { id: quoteId }), {
    method: 'POST',
    body: { new_status: newStatus },
    schema: z.unknown(),
  });
}

/**
 * The status change (docs/product/admin.md#status-change): it ends once the three lists have
 * loaded again, the quote now in its new one; a failure says "Une erreur est survenue".
 */
export function useChangeQuoteStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postQuoteStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQuoteKeys.all }),
    meta: { errorNotice: messages.changeFailed },
  });
}
