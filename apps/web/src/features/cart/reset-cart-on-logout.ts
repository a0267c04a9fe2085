import { onAppEvent } from '#shared/app-events.ts';
import { readCurrentUser } from '#shared/session/current-user.ts';

/**
 * docs/product/accounts.md#login-state: when the login status changes and no session is
 * stored any more, the cart is reset. Returns the unsubscribe function.
 */
export function resetCartOnLogout(): () => void {
  return onAppEvent('login-status-changed', () => {
    void resetIfLoggedOut();
  });
}

async function resetIfLoggedOut(): Promise<void> {
  if (await readCurrentUser()) return;
  const { resetCart } = await import('./cart-store');
  await resetCart();
}
