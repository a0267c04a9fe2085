// What changed in the device database, told to the query cache of this tab and of the
// visitor's other tabs (docs/decisions/023-client-state-in-the-query-cache.md): the cart
// and the session are queries over IndexedDB, and each write of their records ends here,
// whoever made it (a mutation, a logout on a 401, the reset after a logout). Their listeners
// (app/local-changes-sync.tsx for the cart, app/layout/use-session-signals.ts for the
// logins) turn each change into invalidations of the keys that read those records. No Dexie or zod here: the first page loads it.

/**
 * `cart`: the lines or the summary (docs/product/cart.md#cart-updated-signal). `login`:
 * who is logged in on this device, after a login or a logout
 * (docs/product/accounts.md#login-state).
 */
export type LocalChange = 'cart' | 'login';

/** Where the change was made: a logout resets the cart once, in the tab that logged out. */
type LocalChangeOrigin = 'this-tab' | 'other-tab';

type LocalChangeListener = (change: LocalChange, origin: LocalChangeOrigin) => void;

export const LOCAL_CHANGES_CHANNEL_NAME = 'labo-devis-local-changes';

const listeners = new Set<LocalChangeListener>();
let channel: BroadcastChannel | null | undefined;

/** One channel per tab; null where BroadcastChannel does not exist (old browsers). */
function tabsChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel =
      typeof BroadcastChannel === 'undefined'
        ? null
        : new BroadcastChannel(LOCAL_CHANGES_CHANNEL_NAME);
    channel?.addEventListener('message', (event: MessageEvent) => {
      const change = (event.data as { change?: unknown } | null)?.change;
      if (change === 'cart' || change === 'login') {
        for (const listener of listeners) listener(change, 'other-tab');
      }
    });
  }
  return channel;
}

/** Tells this tab's listeners at once, and the other tabs through the channel. */
export function announceLocalChange(change: LocalChange): void {
  for (const listener of listeners) listener(change, 'this-tab');
  // A channel never receives its own messages, so this tab is not told twice.
  tabsChannel()?.postMessage({ change });
}

/** Calls `listener` after each change, made here or in another tab; returns the unsubscribe. */
export function onLocalChange(listener: LocalChangeListener): () => void {
  tabsChannel();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
