import type { Article } from '@labo/domain/catalog-schemas';
import type { PastedMatch } from '@labo/domain/pasted-list';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from '#shared/snackbar.tsx';
import { cartErrorText } from '../cart-error-text';
import { cartMessages } from '../cart-messages';
import { addArticlesToCart } from '../cart-store';
import { deviceWriteOptions } from './device-query-options';

/** Adds the found references at once; resolves to the number of articles added. */
async function addPastedArticles(found: readonly PastedMatch<Article>[]): Promise<number> {
  await addArticlesToCart(found.map(({ article, quantity }) => ({ article, amount: quantity })));
  return found.reduce((sum, { quantity }) => sum + quantity, 0);
}

/**
 * Adds a pasted list's found articles and says so like any add: "N articles ajoutés au
 * devis" (docs/product/cart.md#cart-messages), or why not.
 */
export function useAddPastedList() {
  const showSnackbar = useSnackbar();
  return useMutation({
    mutationFn: addPastedArticles,
    ...deviceWriteOptions,
    onSuccess: (added) => showSnackbar(cartMessages.articlesAdded(added)),
    meta: { errorNotice: cartErrorText },
  });
}
