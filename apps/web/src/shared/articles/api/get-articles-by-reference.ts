import { apiPath } from '@labo/domain/api-path';
import { type ArticleList, articleListSchema } from '@labo/domain/catalog-schemas';
import { catalogueRoutes } from '@labo/domain/catalogue-routes';
import { apiClient } from '#shared/api-client.ts';

/**
 * GET /exposed/articles/by/{reference}/reference: the articles of that reference, an empty
 * list when it is unknown (docs/product/catalogue.md#catalogue-calls). The reference may
 * hold "/" or spaces.
 */
export function getArticlesByReference(
  reference: string,
  signal?: AbortSignal,
): Promise<ArticleList> {
  return apiClient.get(apiPath(catalogueRoutes.articlesByReference, { reference }), {
    schema: articleListSchema,
    signal,
  });
}
