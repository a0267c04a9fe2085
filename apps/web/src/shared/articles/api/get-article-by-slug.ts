import { apiPath } from '@labo/domain/api-path';
import type { ArticleDetail, ArticleDetailAnswer } from '@labo/domain/catalog-schemas';
import { catalogueRoutes } from '@labo/domain/catalogue-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, serverCheckedAnswer } from '#shared/api-client.ts';
import { articleKeys } from './article-keys';

/** GET /exposed/detailed/by/{slug}/article: the article with description and media. */
async function getArticleBySlug(slug: string, signal?: AbortSignal): Promise<ArticleDetail> {
  const answer = await apiClient.get(apiPath(catalogueRoutes.articleBySlug, { slug }), {
    // Taken as checked by the server, like the article lists (decision 007): checking it again
    // loaded zod on the article page (docs/performance.md#intls-number-formatters).
    schema: serverCheckedAnswer<ArticleDetailAnswer>(),
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
