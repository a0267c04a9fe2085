import type { FlatCategories } from '@labo/domain/catalog-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, serverCheckedAnswer } from '../api-client';

function getFlatCategories(signal?: AbortSignal): Promise<FlatCategories> {
  return apiClient.get('/exposed/categories/flat', {
    schema: serverCheckedAnswer<FlatCategories>(),
    signal,
  });
}

export const flatCategoriesQueryKey = ['categories', 'flat'] as const;

export function getFlatCategoriesQueryOptions() {
  return queryOptions({
    queryKey: flatCategoriesQueryKey,
    queryFn: ({ signal }) => getFlatCategories(signal),
    // The category tree is kept in memory after the first load
    // (docs/product/catalogue.md#category-tree); it only changes with an import, and a
    // reload picks that up.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useFlatCategories() {
  return useQuery(getFlatCategoriesQueryOptions());
}
