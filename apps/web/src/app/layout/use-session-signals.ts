import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { resetCartOnLogout } from '#features/cart/reset-cart-on-logout.ts';
import { onAppEvent } from '#shared/app-events.ts';
import { accountQueryKey } from '#shared/session/account-query-key.ts';
import { currentUserQueryKey } from '#shared/session/current-user.ts';

/**
 * What follows a login or a logout (docs/product/accounts.md#login-state): every screen
 * reads the session again, the previous person's data is forgotten, and the cart resets
 * after a logout.
 */
export function useSessionSignals(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopCart = resetCartOnLogout();
    const stopSession = onAppEvent('login-status-changed', () => {
      queryClient.removeQueries({ queryKey: accountQueryKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    });
    return () => {
      stopCart();
      stopSession();
    };
  }, [queryClient]);
}
