import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useResetCartIfLoggedOut } from '#features/cart/api/reset-cart.ts';
import { onLocalChange } from '#shared/local-db/local-changes.ts';
import { accountQueryKey } from '#shared/session/account-query-key.ts';
import { currentUserQueryKey } from '#shared/session/current-user.ts';

/**
 * What follows a login or a logout (docs/product/accounts.md#login-state,
 * docs/decisions/023-client-state-in-the-query-cache.md), made in this tab or another:
 * every screen reads the session again and the previous person's data is forgotten. After
 * one made here, the cart resets if nobody is logged in any more (once, in the tab that
 * logged out: the other tabs see that reset as a cart change).
 */
export function useSessionSignals(): void {
  const queryClient = useQueryClient();
  const { mutate: resetCartIfLoggedOut } = useResetCartIfLoggedOut();
  useEffect(
    () =>
      onLocalChange((change, origin) => {
        if (change !== 'login') return;
        queryClient.removeQueries({ queryKey: accountQueryKey });
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        if (origin === 'this-tab') resetCartIfLoggedOut();
      }),
    [queryClient, resetCartIfLoggedOut],
  );
}
