/** The query keys of the sales campaigns the shop reads (docs/product/promotions.md), under one root. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  active: () => [...campaignKeys.all, 'active'] as const,
};
