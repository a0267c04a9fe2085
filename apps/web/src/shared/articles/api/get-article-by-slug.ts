import { apiPath } from '@labo/domain/api-path';
import { type ArticleDetail, articleDetailAnswerSchema } from '@labo/domain/catalog-schemas';
import { catalogueRoutes } from '@labo/domain/catalogue-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#shared/api-client.ts';
import { articleKeys } from './article-keys';

/** GET /exposed/detailed/by/{slug}/article: the article with description and media. */
async function getArticleBySlug(slug: string, signal?: AbortSignal): Promise<ArticleDetail> {
  const answer = await apiClient.get(apiPath(catalogueRoutes.articleBySlug, { slug }), {
    schema: articleDetailAnswerSchema,
    signal,
  });
  return answer.article[0];
}

export function getArticleBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: articleKeys.detail(slug),
    queryFn: ({ signal }) => getArticleBySlug(slug, signal),
  });
}

export function useArticleBySlug(slug: string) {
  return useQuery(getArticleBySlugQueryOptions(slug));
}
