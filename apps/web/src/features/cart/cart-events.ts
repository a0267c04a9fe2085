import { type AppEventName, emitAppEvent, onAppEvent } from '#shared/app-events.ts';

// The cart-updated signal (docs/product/cart.md#cart-updated-signal), apart from the Dexie
// store: the header badge listens to it on every page, while the store that emits it loads
// with the first cart change.

/** Emitted after every change, in this tab (window) and the others (channel). */
export const CART_UPDATED_EVENT = 'cart-updated' satisfies AppEventName;
export const CART_CHANNEL_NAME = 'labo-devis-cart';

let channel: BroadcastChannel | null | undefined;

/** One channel per tab; null where BroadcastChannel does not exist (old browsers). */
function cartChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CART_CHANNEL_NAME);
  }
  return channel;
}

export function notifyCartUpdated(): void {
  emitAppEvent(CART_UPDATED_EVENT);
  // A channel never receives its own messages, so this tab is not told twice.
  cartChannel()?.postMessage({ type: CART_UPDATED_EVENT });
}

/** Calls `listener` after each change of the cart, made here or in another tab. */
export function subscribeToCartUpdates(listener: () => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === CART_UPDATED_EVENT) listener();
  };
  const unsubscribe = onAppEvent(CART_UPDATED_EVENT, listener);
  const tabs = cartChannel();
  tabs?.addEventListener('message', onMessage);
  return () => {
    unsubscribe();
    tabs?.removeEventListener('message', onMessage);
  };
}
