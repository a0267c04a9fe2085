import { useMutation } from '@tanstack/react-query';
import { cartMessages } from '../cart-messages';
import { removeCartLine } from '../cart-store';
import { deviceWriteOptions } from './device-query-options';

/** Removes the line (docs/product/cart.md#removing-a-line); the line stays if that fails. */
export function useRemoveCartLine() {
  return useMutation({
    mutationFn: removeCartLine,
    ...deviceWriteOptions,
    meta: { errorNotice: cartMessages.addFailed },
  });
}
