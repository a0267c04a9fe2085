import { useMutation } from '@tanstack/react-query';
import { getArticlesByReference } from '#shared/articles/api/get-articles-by-reference.ts';
import { addArticleToCart } from '../cart-store';

/**
 * Adds one unit of the article of that reference, or one more to its line
 * (docs/product/cart.md#quick-add-by-reference). Resolves to false when the reference is
 * unknown or only names withdrawn articles.
 */
async function quickAddByReference(reference: string): Promise<boolean> {
  const articles = await getArticlesByReference(reference);
  const article = articles.find((candidate) => candidate.soft_deleted !== '1');
  if (!article) return false;
  await addArticleToCart(article, 1);
  return true;
}

/** The quick add's lookup and add; the form's hint says how it ended (use-quick-add.ts). */
export function useQuickAddByReference() {
  return useMutation({ mutationFn: quickAddByReference });
}
