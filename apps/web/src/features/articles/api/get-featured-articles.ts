import type { ArticleList } from '@labo/domain/catalog-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';

// Called by the home page, the usual first page: the schema comes beside the request so
// that classic zod stays out of the home page's chunk (shared/api-client.ts
// "LazyResponseSchema"); the shell's start-up calls load it anyway, so it is not waited for.
const loadSchema = async () => (await import('@labo/domain/catalog-schemas')).articleListSchema;

/** GET /exposed/featured/articles: the articles flagged "à la une". */
export function getFeaturedArticles(signal?: AbortSignal): Promise<ArticleList> {
  return apiClient.get('/exposed/featured/articles', { schema: loadSchema, signal });
}

export function getFeaturedArticlesQueryOptions() {
  return queryOptions({
    queryKey: ['articles', 'featured'] as const,
    queryFn: ({ signal }) => getFeaturedArticles(signal),
  });
}

export function useFeaturedArticles() {
  return useQuery(getFeaturedArticlesQueryOptions());
}
