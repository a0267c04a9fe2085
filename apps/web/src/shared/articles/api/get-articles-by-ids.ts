import { apiPath } from '@labo/domain/api-path';
import {
  ARTICLES_BY_IDS_MAX,
  type ArticleList,
  articleListSchema,
} from '@labo/domain/catalog-schemas';
import { catalogueRoutes } from '@labo/domain/catalogue-routes';
import { apiClient } from '#shared/api-client.ts';

/**
 * POST /exposed/articles/by/ids: the current copy of each article, withdrawn ones
 * included (soft_deleted "1"); unknown ids are absent from the answer. A cart longer
 * than one call allows is asked for in several calls.
 */
export async function getArticlesByIds(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<ArticleList> {
  const batches: number[][] = [];
  for (let start = 0; start < ids.length; start += ARTICLES_BY_IDS_MAX) {
    batches.push(ids.slice(start, start + ARTICLES_BY_IDS_MAX));
  }
  const answers = await Promise.all(
    batches.map((batch) =>
      apiClient.post(
        apiPath(catalogueRoutes.articlesByIds),
        { ids: batch },
        { schema: articleListSchema, signal },
      ),
    ),
  );
  return answers.flat();
}
