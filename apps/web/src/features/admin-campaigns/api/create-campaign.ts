import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { campaignSchema } from '@labo/domain/catalog-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '#shared/api-client.ts';
import { protectedRequest } from '#shared/session/protected-request.ts';
import type { CampaignCreatePayload } from '../campaign-create-form-schema';
import { campaignMessages as messages } from '../campaign-messages';
import { campaignKeys } from './campaign-keys';

/** POST /api/protected/create/sales/campaign: 201 the campaign, 400 with `fields`. */
function createCampaign(payload: CampaignCreatePayload) {
  return protectedRequest(apiPath(apiRoutes.campaignCreate), {
    method: 'POST',
    body: payload,
    schema: campaignSchema,
  });
}

/**
 * The creation (docs/product/promotions.md#campaign-messages): the list reloads; a 400 is
 * shown by the form on its fields, any other failure says "Une erreur est survenue".
 */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
    meta: {
      successNotice: messages.created,
      errorNotice: (error) =>
        isApiError(error) && error.status === 400 ? undefined : messages.failed,
    },
  });
}
