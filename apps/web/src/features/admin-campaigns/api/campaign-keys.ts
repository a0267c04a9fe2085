/**
 * The query keys of the campaign page (docs/product/promotions.md#campaign-page), under one
 * root: a change of a campaign reloads the list and every article list open under it.
 */
export const campaignKeys = {
  all: ['admin-campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  articles: (campaignId: number) => [...campaignKeys.all, 'articles', campaignId] as const,
};
