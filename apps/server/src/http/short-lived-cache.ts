import { LRUCache } from 'lru-cache';

/**
 * How stale a cached public answer or lookup may be in another server process; the process
 * that makes a change clears its own cache at once
 * (docs/architecture.md#caches-that-tolerate-staleness).
 */
export const STALE_FOR_MS = 10_000;

interface ShortLivedOptions<V, C> {
  /** Entries kept at most; the least recently used goes first. */
  max: number;
  /** How long a value is served once made. */
  ttlMs?: number;
  /** Makes the value of a key; undefined keeps nothing. */
  produce: (key: string, context: C) => Promise<V | undefined>;
  /** The clock, in milliseconds; tests give their own. */
  now?: () => number;
}

/**
 * The server's one way to keep values in memory for a few seconds, with lru-cache: each
 * value is made once per key however many callers wait for it (`fetch`), served until
 * `ttlMs` has passed, and `clear()` forgets everything, values being made included: their
 * callers still get them, the cache does not keep them.
 */
export function shortLivedCache<V extends {}, C = unknown>(
  options: ShortLivedOptions<V, C>,
): LRUCache<string, V, C> {
  const { max, ttlMs = STALE_FOR_MS, produce, now } = options;
  return new LRUCache<string, V, C>({
    max,
    ttl: ttlMs,
    // The clock is read at every look-up, not once per millisecond.
    ttlResolution: 0,
    ignoreFetchAbort: true,
    fetchMethod: (key, _stale, { context }) => produce(key, context),
    ...(now ? { perf: { now } } : {}),
  });
}
