import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDeviceData } from '#shared/server-render/use-device-data.ts';
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
 * answered and the page is taken over: read before, the lines' list mounted while the page's
 * parts waited for their turns, and showed after the totals, which it then pushed down
 * (docs/decisions/027-server-rendering.md, "Device reads").
 */
export function useCartLines() {
  return useDeviceData(useQuery(getCartLinesQueryOptions()).data);
}
