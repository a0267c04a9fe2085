import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDeviceData } from '#shared/server-render/use-device-data.ts';
import { readStoredCartSummary } from '../stored-summary';
import { cartKeys } from './cart-keys';
import { deviceReadOptions } from './device-query-options';

// Read without Dexie, like stored-summary.ts: the header badge shows on every page
// (docs/decisions/007-preact-compat-and-zod-free-first-page.md). This file must not import
// the cart store.

function getCartSummaryQueryOptions() {
  return queryOptions({
    queryKey: cartKeys.summary(),
    // null rather than undefined: a query's data may not be undefined.
    queryFn: async () => (await readStoredCartSummary()) ?? null,
    ...deviceReadOptions,
  });
}

/**
 * The cart summary (docs/product/cart.md#cart-summary) as stored, kept current across
 * changes and tabs; undefined until read and the page taken over (as the server rendered it,
 * docs/decisions/027-server-rendering.md, "Device reads"), and while the cart was never used
 * on this device.
 */
export function useCartSummary() {
  return useDeviceData(useQuery(getCartSummaryQueryOptions()).data ?? undefined);
}
