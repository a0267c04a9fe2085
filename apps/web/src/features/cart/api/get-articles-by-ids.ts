import {
  ARTICLES_BY_IDS_MAX,
  type ArticleList,
  articleListSchema,
} from '@labo/domain/catalog-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#shared/api-client.ts';
import { type CartRefresh, getCartLines, refreshCartArticles } from '../cart-store';

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
        '/exposed/articles/by/ids',
        { ids: batch },
        { schema: articleListSchema, signal },
      ),
    ),
  );
  return answers.flat();
}

/** Re-reads the cart's articles from the server and stores them in their lines. */
export async function refreshCart(): Promise<CartRefresh> {
  const ids = (await getCartLines()).map((line) => line.id);
  if (ids.length === 0) return { lines: [], removedCount: 0 };
  return refreshCartArticles(ids, await getArticlesByIds(ids));
}

/**
 * A mutation rather than a query: it writes the answer into the device cart, and the
 * page shows the cart from there (SPEC §8: a failure is only logged, the cart stays).
 */
export function useRefreshCart() {
  return useMutation({
    mutationKey: ['cart', 'refresh'],
    mutationFn: refreshCart,
    onError: (error) => console.error(error),
  });
}
