import { useMutation } from '@tanstack/react-query';
import { getArticlesByIds } from '#shared/articles/api/get-articles-by-ids.ts';
import { type CartRefresh, getCartLines, refreshCartArticles } from '../cart-store';

/** Re-reads the cart's articles from the server and stores them in their lines. */
async function refreshCart(): Promise<CartRefresh> {
  const ids = (await getCartLines()).map((line) => line.id);
  if (ids.length === 0) return { lines: [], removedCount: 0, repriced: [] };
  return refreshCartArticles(ids, await getArticlesByIds(ids));
}

/**
 * A mutation rather than a query: it writes the answer into the device cart, and the page
 * shows the cart from there (docs/product/cart.md#cart-refresh: a failure is only logged,
 * by the query client; the cart stays).
 */
export function useRefreshCart() {
  return useMutation({ mutationFn: refreshCart });
}
