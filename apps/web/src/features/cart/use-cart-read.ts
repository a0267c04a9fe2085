import { useEffect, useState } from 'react';
import { subscribeToCartUpdates } from './cart-events';

/**
 * A value read from the device cart, kept current: read once, then again after every
 * cart change made in this tab or another one. Undefined until the first read has
 * answered. `read` must be a stable function (a module-level one).
 */
export function useCartRead<T>(read: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<T>();

  useEffect(() => {
    let latestRead = 0;
    let mounted = true;
    const readNow = () => {
      // Reads can answer out of order; only the newest one may set the state.
      latestRead += 1;
      const thisRead = latestRead;
      read().then(
        (next) => {
          if (mounted && thisRead === latestRead) setValue(() => next);
        },
        // Cart load failures are only logged, as in private mode without IndexedDB
        // (docs/product/api-conventions.md#load-failures).
        (error: unknown) => console.error(error),
      );
    };
    readNow();
    const unsubscribe = subscribeToCartUpdates(readNow);
    return () => {
      mounted = false;
      unsubscribe();
    };
  }, [read]);

  return value;
}
