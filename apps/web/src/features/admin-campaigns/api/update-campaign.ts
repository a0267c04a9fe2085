import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import type { campaignUpdateSchema } from '@labo/domain/campaign-admin-schemas';
import { campaignSchema } from '@labo/domain/catalog-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { isApiError } from '#shared/api-client.ts';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { campaignMessages as messages } from '../campaign-messages';
import { campaignKeys } from './campaign-keys';

type CampaignUpdate = { campaignId: number; changes: z.output<typeof campaignUpdateSchema> };

/** PUT /api/protected/update/{id}/sales/campaign with the title and percentage. */
function updateCampaign({ campaignId, changes }: CampaignUpdate) {
  return protectedRequest(apiPath(apiRoutes.campaignUpdate, { id: campaignId }), {
    method: 'PUT',
    body: changes,
    schema: campaignSchema,
  });
}

/**
 * The edit (docs/product/promotions.md#campaign-messages): "Modifications effectuées"; a 400
 * is shown by the dialog on its fields, any other failure says "Une erreur est survenue".
 */
export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
    meta: {
      successNotice: messages.saved,
      errorNotice: (error) =>
        isApiError(error) && error.status === 400 ? undefined : messages.failed,
    },
  });
}
