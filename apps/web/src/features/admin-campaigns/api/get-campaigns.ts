import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { campaignsSchema } from '@labo/domain/campaign-admin-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { protectedRequest } from '#shared/session/protected-request.ts';
import { campaignKeys } from './campaign-keys';

/** GET /api/protected/all/sales/campaigns (docs/product/promotions.md#campaign-calls); a 401 logs out. */
function getCampaigns(signal?: AbortSignal) {
  return protectedRequest(apiPath(apiRoutes.allCampaigns), { schema: campaignsSchema, signal });
}

function getCampaignsQueryOptions() {
  return queryOptions({
    queryKey: campaignKeys.list(),
    queryFn: ({ signal }) => getCampaigns(signal),
    staleTime: 0,
  });
}

export function useCampaigns() {
  return useQuery(getCampaignsQueryOptions());
}
