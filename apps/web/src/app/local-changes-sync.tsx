import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartKeys } from '#features/cart/api/cart-keys.ts';
import { useResetCartIfLoggedOut } from '#features/cart/api/reset-cart.ts';
import { onLocalChange } from '#shared/local-db/local-changes.ts';
import { accountQueryKey } from '#shared/session/account-query-key.ts';
import { currentUserQueryKey } from '#shared/session/current-user.ts';

/** A login or a logout: every screen reads the session again, the previous person's data goes. */
function forgetPreviousPerson(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: accountQueryKey });
  void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}

/**
 * Keeps the query cache in step with the device database
 * (docs/decisions/023-client-state-in-the-query-cache.md): each change of the cart or of
 * the login status, made in this tab or another, invalidates the keys that read it. After
 * a login or a logout made here (docs/product/accounts.md#login-state), the previous
 * person's data is forgotten and the cart resets if nobody is logged in any more; another
 * tab's reset reaches this one as a cart change.
 */
export function LocalChangesSync() {
  const queryClient = useQueryClient();
  const { mutate: resetCartIfLoggedOut } = useResetCartIfLoggedOut();
  useEffect(
    () =>
      onLocalChange((change, origin) => {
        if (change === 'cart') {
          void queryClient.invalidateQueries({ queryKey: cartKeys.all });
          return;
        }
        forgetPreviousPerson(queryClient);
        if (origin === 'this-tab') resetCartIfLoggedOut();
      }),
    [queryClient, resetCartIfLoggedOut],
  );
  return null;
}
