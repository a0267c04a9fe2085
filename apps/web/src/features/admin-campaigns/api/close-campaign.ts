import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { type Campaign, campaignSchema } from '@labo/domain/catalog-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '#shared/api-client.ts';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { campaignMessages as messages } from '../campaign-messages';
import { campaignKeys } from './campaign-keys';

/** PUT /api/protected/close/{id}/sales/campaign: the campaign ends at once. */
function closeCampaign(campaignId: number) {
  return protectedRequest(apiPath(apiRoutes.campaignClose, { id: campaignId }), {
    method: 'PUT',
    schema: campaignSchema,
  });
}

/**
 * The closing (docs/product/promotions.md#closing-a-campaign): "clôture effectuée", or the
 * server's reason when the campaign cannot be closed (409), else "Une erreur est survenue".
 * The list takes the closed campaign from the answer at once, so that it leaves "En cours"
 * without waiting for the list to load again; then it loads again behind.
 */
export function useCloseCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeCampaign,
    onSuccess: (closed) => {
      queryClient.setQueryData(campaignKeys.list(), (campaigns: Campaign[] | undefined) =>
        campaigns?.map((campaign) => (campaign.id === closed.id ? closed : campaign)),
      );
      // Not awaited: the page already shows the change, the closing is done.
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
    meta: {
      successNotice: messages.closed,
      errorNotice: (error) =>
        (isApiError(error) && error.status === 409 ? error.body?.message : undefined) ??
        messages.failed,
    },
  });
}
