/**
 * The catalogue's paths (docs/product/catalogue.md), part of the route table (`apiRoutes` in
 * api-route-table.ts, which holds them and every other path). The storefront's calls take their
 * paths from here, so that the first page does not download the whole table
 * (docs/product/api-conventions.md#route-table).
 */
export const catalogueRoutes = {
  flatCategories: '/exposed/categories/flat',
  featuredArticles: '/exposed/featured/articles',
  underSubCategoryArticles: '/exposed/under/sub/category/:id/articles',
  subCategoryArticles: '/exposed/sub/category/:id/articles',
  articleById: '/exposed/detailed/:id/article',
  articleBySlug: '/exposed/detailed/by/:slug/article',
  articlesByReference: '/exposed/articles/by/:reference/reference',
  articlesByIds: '/exposed/articles/by/ids',
  articlesByReferences: '/exposed/articles/by/references',
  activeCampaigns: '/exposed/active/sales/campaigns',
  searchArticles: '/exposed/search/articles',
} as const;
