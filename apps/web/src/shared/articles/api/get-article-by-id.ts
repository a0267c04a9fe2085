import { apiPath } from '@labo/domain/api-path';
import { type ArticleDetail, articleDetailAnswerSchema } from '@labo/domain/catalog-schemas';
import { catalogueRoutes } from '@labo/domain/catalogue-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#shared/api-client.ts';
import { articleKeys } from './article-keys';

/**
 * GET /exposed/detailed/{id}/article: one article in a list
 * (docs/product/catalogue.md#catalogue-calls).
 */
async function getArticleById(id: number, signal?: AbortSignal): Promise<ArticleDetail> {
  const answer = await apiClient.get(apiPath(catalogueRoutes.articleById, { id }), {
    schema: articleDetailAnswerSchema,
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
