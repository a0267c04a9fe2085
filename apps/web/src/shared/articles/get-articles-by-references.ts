import { apiPath } from '@labo/domain/api-path';
import { type ArticleList, articleListSchema } from '@labo/domain/catalog-schemas';
import { catalogueRoutes } from '@labo/domain/catalogue-routes';
import { apiClient } from '../api-client';

/**
 * POST /exposed/articles/by/references: the articles of a pasted list's references (at
 * most ARTICLES_BY_REFERENCES_MAX, which the list's reading keeps to), case aside,
 * withdrawn ones included with soft_deleted "1"; unknown references are absent.
 */
export function getArticlesByReferences(references: readonly string[]): Promise<ArticleList> {
  return apiClient.post(
    apiPath(catalogueRoutes.articlesByReferences),
    { references },
    { schema: articleListSchema },
  );
}
