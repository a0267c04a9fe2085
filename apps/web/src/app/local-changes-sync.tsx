import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartKeys } from '#features/cart/api/cart-keys.ts';
import { onLocalChange } from '#shared/local-db/local-changes.ts';

/**
 * Keeps the cart's queries in step with the device database
 * (docs/decisions/023-client-state-in-the-query-cache.md): each change of the cart, made in
 * this tab or another, invalidates the keys that read it. Mounted by the app's providers, so
 * that every screen showing the cart follows it; the login changes are the layout's
 * (app/layout/use-session-signals.ts).
 */
export function LocalCartSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLocalChange((change) => {
        if (change === 'cart') void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      }),
    [queryClient],
  );
  return null;
}
