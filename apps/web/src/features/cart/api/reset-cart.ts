import { useMutation } from '@tanstack/react-query';
import { readCurrentUser } from '#shared/session/current-user.ts';
import { deviceWriteOptions } from './device-query-options';

/** Empties the cart (docs/product/cart.md#cart-reset); Dexie loads with it. */
async function resetCart(): Promise<void> {
  const store = await import('../cart-store');
  await store.resetCart();
}

/**
 * The reset after a quote is sent (docs/product/quote-request.md#sending-dialog): the
 * quote exists whatever the device says, so a failure is only logged by the query client.
 */
export function useResetCart() {
  return useMutation({ mutationFn: resetCart, ...deviceWriteOptions });
}

/**
 * docs/product/accounts.md#login-state: after a change of the login status, the cart is
 * reset when no session is stored any more.
 */
export function useResetCartIfLoggedOut() {
  return useMutation({
    mutationFn: async () => {
      if (!(await readCurrentUser())) await resetCart();
    },
    ...deviceWriteOptions,
  });
}
