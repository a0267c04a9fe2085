import { useSyncExternalStore } from 'react';
import { isHydrating, onTakenOver } from './hydration';

const takenOver = () => !isHydrating();

/**
 * What a part shows of the device's data (the stored session, the cart): nothing while the
 * page is taken over, as the server rendered it for any visitor, then the data. A part taken
 * over in a late turn found the session already read, rendered the administrator's links
 * where the server had a visitor's, and the take-over, which keeps the server's elements and
 * their attributes, left links going to the wrong pages (docs/decisions/027-server-rendering.md,
 * "Device reads").
 */
export function useDeviceData<T>(data: T | undefined): T | undefined {
  return useSyncExternalStore(onTakenOver, takenOver) ? data : undefined;
}
