import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { campaignMessages as messages } from '../campaign-messages';
import { campaignKeys } from './campaign-keys';

/** DELETE /api/protected/delete/{id}/sales/campaign: 204. */
function deleteCampaign(campaignId: number) {
  return protectedRequest(apiPath(apiRoutes.campaignDelete, { id: campaignId }), {
    method: 'DELETE',
    schema: z.unknown(),
  });
}

/** The deletion (docs/product/promotions.md#deleting-a-campaign): "Suppression effectuée". */
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
    meta: { successNotice: messages.deleted, errorNotice: messages.failed },
  });
}
