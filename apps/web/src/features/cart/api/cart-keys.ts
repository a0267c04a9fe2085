/**
 * The query keys of the device cart (docs/product/cart.md#device-cart), under one root: a
 * change of the cart, in this tab or another, invalidates the root
 * (docs/decisions/023-client-state-in-the-query-cache.md).
 */
export const cartKeys = {
  all: ['cart'] as const,
  lines: () => [...cartKeys.all, 'lines'] as const,
  summary: () => [...cartKeys.all, 'summary'] as const,
};
