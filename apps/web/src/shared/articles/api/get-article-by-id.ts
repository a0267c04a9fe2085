import { apiPath } from '@labo/domain/api-path';
import type { ArticleDetail, ArticleDetailAnswer } from '@labo/domain/catalog-schemas';
import { catalogueRoutes } from '@labo/domain/catalogue-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, serverCheckedAnswer } from '#shared/api-client.ts';
import { articleKeys } from './article-keys';

/**
 * GET /exposed/detailed/{id}/article: one article in a list
 * (docs/product/catalogue.md#catalogue-calls).
 */
async function getArticleById(id: number, signal?: AbortSignal): Promise<ArticleDetail> {
  const answer = await apiClient.get(apiPath(catalogueRoutes.articleById, { id }), {
    // Taken as checked by the server, like the article lists (decision 007): checking it again
    // loaded zod on the article page (docs/performance.md#intls-number-formatters).
    schema: serverCheckedAnswer<ArticleDetailAnswer>(),
    signal,
  });
  return answer.article[0];
}

export function getArticleByIdQueryOptions(id: number) {
  return queryOptions({
    queryKey: articleKeys.byId(id),
    queryFn: ({ signal }) => getArticleById(id, signal),
  });
}

export function useArticleById(id: number) {
  return useQuery(getArticleByIdQueryOptions(id));
}
