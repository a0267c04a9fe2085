import type { Article } from '@labo/domain/catalog-schemas';
import { parseQuantity } from '@labo/domain/quantity';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from '#shared/snackbar.tsx';
import { cartErrorText } from '../cart-error-text';
import { cartMessages } from '../cart-messages';
import { deviceWriteOptions } from './device-query-options';

type AddToCartVariables = { article: Article; amount: string | number };

/** Adds the amount, or increases the line (docs/product/cart.md#adding-to-the-cart). */
async function addToCart({ article, amount }: AddToCartVariables): Promise<number> {
  const parsed = parseQuantity(amount);
  if (!parsed.ok) throw new Error(parsed.error);
  // Lists on the first page (featured articles, search results) show this button: the
  // Dexie store loads with the first add rather than with the page
  // (docs/decisions/007-preact-compat-and-zod-free-first-page.md).
  const { addArticleToCart } = await import('../cart-store');
  await addArticleToCart(article, parsed.value);
  return parsed.value;
}

/**
 * Adds an amount of an article to the quote cart and says so in the global snackbar: "1
 * article ajouté au devis" / "N articles ajoutés au devis"
 * (docs/product/cart.md#cart-messages), or why not. The store's write tells the query
 * cache (docs/decisions/023-client-state-in-the-query-cache.md).
 */
export function useAddToCart() {
  const showSnackbar = useSnackbar();
  return useMutation({
    mutationFn: addToCart,
    ...deviceWriteOptions,
    // The notice names the amount added, which a mutation's `meta` cannot.
    onSuccess: (added) => showSnackbar(cartMessages.articlesAdded(added)),
    meta: { errorNotice: cartErrorText },
  });
}
