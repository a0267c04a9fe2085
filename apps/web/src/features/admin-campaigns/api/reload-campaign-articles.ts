import type { QueryClient } from '@tanstack/react-query';
import { campaignKeys } from './campaign-keys';

/** After an article joined or left a campaign: its list, and the list for its article count. */
export function reloadCampaignArticles(queryClient: QueryClient, campaignId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: campaignKeys.articles(campaignId) }),
    queryClient.invalidateQueries({ queryKey: campaignKeys.list(), exact: true }),
  ]);
}
