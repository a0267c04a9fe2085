import { type ArticleList, articleListSchema } from '@labo/domain/catalog-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';

/** The two article lists of the catalogue pages (SPEC §2, §7). */
export type ArticleListSource = 'subCategory' | 'underSubCategory';

const listPath: Record<ArticleListSource, (id: number) => string> = {
  subCategory: (id) => `/exposed/sub/category/${id}/articles`,
  underSubCategory: (id) => `/exposed/under/sub/category/${id}/articles`,
};

export function getCatalogArticles(
  source: ArticleListSource,
  id: number,
  signal?: AbortSignal,
): Promise<ArticleList> {
  return apiClient.get(listPath[source](id), { schema: articleListSchema, signal });
}

export function getCatalogArticlesQueryOptions(source: ArticleListSource, id: number) {
  return queryOptions({
    queryKey: ['articles', source, id] as const,
    queryFn: ({ signal }) => getCatalogArticles(source, id, signal),
  });
}

export function useCatalogArticles(source: ArticleListSource, id: number) {
  return useQuery(getCatalogArticlesQueryOptions(source, id));
}
