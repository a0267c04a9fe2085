import { useMutation } from '@tanstack/react-query';
import { setCartLineQuantity } from '../cart-store';
import { deviceWriteOptions } from './device-query-options';

type SetQuantityVariables = { articleId: number; quantity: string | number };

/**
 * Replaces a line's quantity; 0 removes it (docs/product/cart.md#setting-a-quantity). A
 * failure is only logged by the query client: the line may have been removed in another
 * tab meanwhile, and the field then goes with it.
 */
export function useSetCartLineQuantity() {
  return useMutation({
    mutationFn: ({ articleId, quantity }: SetQuantityVariables) =>
      setCartLineQuantity(articleId, quantity),
    ...deviceWriteOptions,
  });
}
