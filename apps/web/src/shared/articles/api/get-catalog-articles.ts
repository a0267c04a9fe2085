import { apiPath } from '@labo/domain/api-path';
import type { ArticleList } from '@labo/domain/catalog-schemas';
import { catalogueRoutes } from '@labo/domain/catalogue-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, serverCheckedAnswer } from '#shared/api-client.ts';
import { type ArticleListSource, articleKeys } from './article-keys';

const listPath: Record<ArticleListSource, (id: number) => string> = {
  subCategory: (id) => apiPath(catalogueRoutes.subCategoryArticles, { id }),
  underSubCategory: (id) => apiPath(catalogueRoutes.underSubCategoryArticles, { id }),
};

function getCatalogArticles(
  source: ArticleListSource,
  id: number,
  signal?: AbortSignal,
): Promise<ArticleList> {
  // Taken as checked by the server like the featured list (decision 007): checking a few
  // hundred articles again held a phone's main thread on every list page
  // (docs/performance.md#article-lists-checked-again-in-the-browser).
  return apiClient.get(listPath[source](id), {
    schema: serverCheckedAnswer<ArticleList>(),
    signal,
  });
}

export function getCatalogArticlesQueryOptions(source: ArticleListSource, id: number) {
  return queryOptions({
    queryKey: articleKeys.list(source, id),
    queryFn: ({ signal }) => getCatalogArticles(source, id, signal),
  });
}

export function useCatalogArticles(source: ArticleListSource, id: number) {
  return useQuery(getCatalogArticlesQueryOptions(source, id));
}
