import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { articleListSchema } from '@labo/domain/catalog-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { campaignKeys } from './campaign-keys';

/** GET /api/protected/{id}/sales/campaign/articles */
function getCampaignArticles(campaignId: number, signal?: AbortSignal) {
  return protectedRequest(apiPath(apiRoutes.campaignArticles, { id: campaignId }), {
    schema: articleListSchema,
    signal,
  });
}

function getCampaignArticlesQueryOptions(campaignId: number) {
  return queryOptions({
    queryKey: campaignKeys.articles(campaignId),
    queryFn: ({ signal }) => getCampaignArticles(campaignId, signal),
    staleTime: 0,
  });
}

export function useCampaignArticles(campaignId: number) {
  return useQuery(getCampaignArticlesQueryOptions(campaignId));
}
