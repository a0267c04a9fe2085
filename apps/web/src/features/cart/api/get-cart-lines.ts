import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCartLines } from '../cart-store';
import { cartKeys } from './cart-keys';
import { deviceReadOptions } from './device-query-options';

/** The lines as stored, withdrawn articles dropped (docs/product/cart.md#withdrawn-articles). */
function getCartLinesQueryOptions() {
  return queryOptions({
    queryKey: cartKeys.lines(),
    queryFn: getCartLines,
    ...deviceReadOptions,
  });
}

/**
 * The cart lines, kept current across changes and tabs (the cart-updated signal,
 * docs/product/cart.md#cart-updated-signal). Undefined until the device database has
 * answered.
 */
export function useCartLines() {
  return useQuery(getCartLinesQueryOptions()).data;
}
