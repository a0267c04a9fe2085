import { deviceReadMeta } from '#shared/server-render/device-read.ts';

/**
 * What every read of the device cart shares: the device answers offline too, fails the
 * same way twice (private mode without IndexedDB: logged by the query client, the screen
 * shows an empty cart), and stays fresh until a change invalidates it
 * (docs/decisions/023-client-state-in-the-query-cache.md).
 */
export const deviceReadOptions = {
  networkMode: 'always',
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
  meta: deviceReadMeta,
} as const;

/** The device cart's writes: offline too, and never twice. */
export const deviceWriteOptions = { networkMode: 'always', retry: false } as const;
