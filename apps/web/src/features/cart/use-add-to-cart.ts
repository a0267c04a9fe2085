import type { Article } from '@labo/domain/catalog-schemas';
import { parseQuantity, QUANTITY_NOT_INTEGER, QUANTITY_TOO_LOW } from '@labo/domain/quantity';
import { useCallback } from 'react';
import { useSnackbar } from '#shared/snackbar.tsx';
import { cartMessages } from './cart-messages';

/**
 * French text for a cart rule error; the domain's error texts are for developers
 * (docs/product/cart.md#quantity-rule).
 */
export function cartErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message === QUANTITY_TOO_LOW) return cartMessages.quantityTooLow;
  if (message === QUANTITY_NOT_INTEGER) return cartMessages.quantityNotInteger;
  return cartMessages.addFailed;
}

/**
 * Adds an amount of an article to the quote cart and says so in the global snackbar: "1
 * article ajouté au devis" / "N articles ajoutés au devis"
 * (docs/product/cart.md#cart-messages). Resolves to whether the article was added.
 */
export function useAddToCart(): (article: Article, amount: string | number) => Promise<boolean> {
  const showSnackbar = useSnackbar();
  return useCallback(
    async (article, amount) => {
      try {
        const parsed = parseQuantity(amount);
        if (!parsed.ok) throw new Error(parsed.error);
        // Lists on the first page (featured articles, search results) show this button: the
        // Dexie store loads with the first add rather than with the page
        // (docs/decisions/007-preact-compat-and-zod-free-first-page.md).
        const { addArticleToCart } = await import('./cart-store');
        await addArticleToCart(article, parsed.value);
        showSnackbar(cartMessages.articlesAdded(parsed.value));
        return true;
      } catch (error) {
        console.error(error);
        showSnackbar(cartErrorText(error), 'error');
        return false;
      }
    },
    [showSnackbar],
  );
}
