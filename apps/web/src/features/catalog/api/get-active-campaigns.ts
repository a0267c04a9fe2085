import { apiPath } from '@labo/domain/api-path';
import type { Campaign } from '@labo/domain/catalog-schemas';
import { catalogueRoutes } from '@labo/domain/catalogue-routes';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, serverCheckedAnswer } from '#shared/api-client.ts';
import { campaignKeys } from './campaign-keys';

/**
 * GET /exposed/active/sales/campaigns: the campaigns running now
 * (docs/product/promotions.md#active-campaigns).
 */
function getActiveCampaigns(signal?: AbortSignal): Promise<Campaign[]> {
  return apiClient.get(apiPath(catalogueRoutes.activeCampaigns), {
    schema: serverCheckedAnswer<Campaign[]>(),
    signal,
  });
}

export function getActiveCampaignsQueryOptions() {
  return queryOptions({
    queryKey: campaignKeys.active(),
    queryFn: ({ signal }) => getActiveCampaigns(signal),
    // A campaign starts or ends at a day boundary, 00:00:00 or 23:59:59
    // (docs/product/promotions.md#campaign-dates): a few minutes of staleness is harmless,
    // and the server prices every quote itself.
    staleTime: 5 * 60_000,
  });
}
