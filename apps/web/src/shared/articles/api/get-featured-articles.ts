import { apiPath } from '@labo/domain/api-path';
import type { ArticleList } from '@labo/domain/catalog-schemas';
import { catalogueRoutes } from '@labo/domain/catalogue-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, serverCheckedAnswer } from '#shared/api-client.ts';
import { articleKeys } from './article-keys';

/** GET /exposed/featured/articles: the articles flagged "à la une". */
function getFeaturedArticles(signal?: AbortSignal): Promise<ArticleList> {
  return apiClient.get(apiPath(catalogueRoutes.featuredArticles), {
    schema: serverCheckedAnswer<ArticleList>(),
    signal,
  });
}

export function getFeaturedArticlesQueryOptions() {
  return queryOptions({
    queryKey: articleKeys.featured(),
    queryFn: ({ signal }) => getFeaturedArticles(signal),
  });
}

export function useFeaturedArticles() {
  return useQuery(getFeaturedArticlesQueryOptions());
}
