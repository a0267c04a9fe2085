import { apiPath } from '@labo/domain/api-path';
import type { Article } from '@labo/domain/catalog-schemas';
import { catalogueRoutes } from '@labo/domain/catalogue-routes';
import type { SearchAnswer } from '@labo/domain/search-schemas';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiClient, serverCheckedAnswer } from '#shared/api-client.ts';
import { searchKeys } from './search-keys';

/**
 * POST /exposed/search/articles: whole-query matches, then word matches
 * (docs/product/search.md#answer-lists).
 */
function searchArticles(query: string, signal?: AbortSignal): Promise<SearchAnswer> {
  return apiClient.post(
    apiPath(catalogueRoutes.searchArticles),
    { query },
    {
      // The header is part of the first page (shared/api-client.ts).
      schema: serverCheckedAnswer<SearchAnswer>(),
      signal,
    },
  );
}

/**
 * Both lists as one, full-sequence matches first, each article once
 * (docs/product/search.md#results-lines).
 */
export function mergeSearchAnswer(answer: SearchAnswer): Article[] {
  const seen = new Set<number>();
  const merged: Article[] = [];
  for (const article of [...answer.match_full_sequence, ...answer.match_intersects]) {
    if (seen.has(article.id)) continue;
    seen.add(article.id);
    merged.push(article);
  }
  return merged;
}

function getSearchResultsQueryOptions(query: string | null) {
  return queryOptions({
    queryKey: searchKeys.results(query ?? ''),
    queryFn:
      query === null
        ? skipToken
        : async ({ signal }) => mergeSearchAnswer(await searchArticles(query, signal)),
    // A failed search reads as no results at once (docs/product/search.md#search-states),
    // and a search asked again is sent again.
    retry: false,
    staleTime: 0,
  });
}

/**
 * The articles found for the text the visitor searched for, a query keyed by that text:
 * null while nothing is searched. An answer for a text no longer searched (the field
 * emptied, another search) is never shown, and its call is cancelled.
 */
export function useSearchResults(query: string | null) {
  return useQuery(getSearchResultsQueryOptions(query));
}
