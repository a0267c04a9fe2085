import { useEffect, useState } from 'react';
import { getCartSummary, subscribeToCartUpdates } from './cart-store';
import type { CartSummaryRecord } from './local-db';

/**
 * The cart summary, kept current: read once, then again after every cart change made
 * in this tab or another one. Undefined until the first read has answered.
 */
export function useCartSummary(): CartSummaryRecord | undefined {
  const [summary, setSummary] = useState<CartSummaryRecord>();

  useEffect(() => {
    let latestRead = 0;
    let mounted = true;
    const read = () => {
      // Reads can answer out of order; only the newest one may set the state.
      latestRead += 1;
      const thisRead = latestRead;
      getCartSummary().then(
        (next) => {
          if (mounted && thisRead === latestRead) setSummary(next);
        },
        // SPEC §8: cart load failures are only logged (private mode without IndexedDB).
        (error: unknown) => console.error(error),
      );
    };
    read();
    const unsubscribe = subscribeToCartUpdates(read);
    return () => {
      mounted = false;
      unsubscribe();
    };
  }, []);

  return summary;
}
