import { apiPath } from '@labo/domain/api-path';
import type { FlatCategories } from '@labo/domain/catalog-schemas';
import { catalogueRoutes } from '@labo/domain/catalogue-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, serverCheckedAnswer } from '../api-client';
import { categoryKeys } from './category-keys';

/** GET /exposed/categories/flat: the whole tree as one list (docs/product/catalogue.md#category-tree). */
function getFlatCategories(signal?: AbortSignal): Promise<FlatCategories> {
  return apiClient.get(apiPath(catalogueRoutes.flatCategories), {
    schema: serverCheckedAnswer<FlatCategories>(),
    signal,
  });
}

export function getFlatCategoriesQueryOptions() {
  return queryOptions({
    queryKey: categoryKeys.flat(),
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
