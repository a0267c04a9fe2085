import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { campaignMessages as messages } from '../campaign-messages';
import { reloadCampaignArticles } from './reload-campaign-articles';

/** DELETE /api/protected/remove/{articleId}/article/from/{campaignId}/sales/campaigns: 204. */
function removeCampaignArticle(campaignId: number, articleId: number) {
  return protectedRequest(apiPath(apiRoutes.campaignRemoveArticle, { campaignId, articleId }), {
    method: 'DELETE',
    schema: z.unknown(),
  });
}

/** Removing an article (docs/product/promotions.md#campaign-page): the counts reload too. */
export function useRemoveCampaignArticle(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (articleId: number) => removeCampaignArticle(campaignId, articleId),
    onSuccess: () => reloadCampaignArticles(queryClient, campaignId),
    meta: { successNotice: messages.articleRemoved, errorNotice: messages.failed },
  });
}
