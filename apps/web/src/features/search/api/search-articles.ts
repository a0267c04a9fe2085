import type { Article } from '@labo/domain/catalog-schemas';
import type { SearchAnswer } from '@labo/domain/search-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient, serverCheckedAnswer } from '#shared/api-client.ts';

/**
 * POST /exposed/search/articles: whole-query matches, then word matches
 * (docs/product/search.md#answer-lists).
 */
function searchArticles(query: string, signal?: AbortSignal): Promise<SearchAnswer> {
  return apiClient.post(
    '/exposed/search/articles',
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

/**
 * A mutation rather than a query: a search runs when the visitor asks for it (button or
 * Enter), never on its own, and its answer is not shared with any other screen.
 */
export function useSearchArticles() {
  return useMutation({
    mutationKey: ['articles', 'search'],
    mutationFn: async (query: string) => mergeSearchAnswer(await searchArticles(query)),
  });
}
