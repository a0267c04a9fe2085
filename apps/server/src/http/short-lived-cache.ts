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
  /** Also at most this size in all, each value's measured by `sizeOf`. */
  maxSize?: { total: number; sizeOf: (value: V) => number };
  /** How long a value is served once made. */
  ttlMs?: number;
  /**
   * Past `ttlMs`, serve the value once more while the next one is made: for answers that
   * any visitor may get a few seconds late, never for what a deletion must stop at once.
   */
  staleWhileRemaking?: boolean;
  /** Makes the value of a key. */
  produce: (key: string, context: C) => Promise<V>;
  /** The clock, in milliseconds; tests give their own. */
  now?: () => number;
}

/**
 * The server's one way to keep values in memory for a few seconds, with lru-cache: each
 * value is made once per key however many callers wait for it, served until `ttlMs` has
 * passed, and `clear()` forgets everything, values being made included: their callers
 * still get them, the cache does not keep them. With `staleWhileRemaking`, a visitor never
 * waits for a value the cache had, even while an import holds the database
 * (docs/reliability.md#pages-during-an-import); a value that cannot be made again is
 * forgotten.
 */
export class ShortLivedCache<V extends {}, C = unknown> {
  // Its context typed unknown: lru-cache's types then take one whether C may be left out or not.
  private readonly values: LRUCache<string, V, unknown>;
  private readonly staleWhileRemaking: boolean;

  constructor({
    max,
    maxSize,
    ttlMs = STALE_FOR_MS,
    staleWhileRemaking = false,
    produce,
    now,
  }: ShortLivedOptions<V, C>) {
    this.staleWhileRemaking = staleWhileRemaking;
    this.values = new LRUCache<string, V, unknown>({
      max,
      ...(maxSize ? { maxSize: maxSize.total, sizeCalculation: maxSize.sizeOf } : {}),
      ttl: ttlMs,
      // A look-up past the lifetime keeps the value, for `fetch` to serve while it remakes it.
      noDeleteOnStaleGet: staleWhileRemaking,
      // The clock is read at every look-up, not once per millisecond.
      ttlResolution: 0,
      ignoreFetchAbort: true,
      fetchMethod: (key, _stale, { context }) => produce(key, context as C),
      ...(now ? { perf: { now } } : {}),
    });
  }

  /**
   * The value of `key`: a fresh one is returned as it is, without a promise, which is the
   * path of nearly every request; otherwise the promise of the value being made. lru-cache's
   * `fetch` alone made a promise and its options for every hit, which cost the cached
   * answers and media lookups a share of their speed
   * (docs/performance.md#one-cache-helper-synchronous-on-a-hit).
   */
  get(key: string, context?: C): V | Promise<V> {
    return this.values.get(key) ?? this.made(key, context);
  }

  /** The value being made, or at once the one past its lifetime while the next is made. */
  private async made(key: string, context: C | undefined): Promise<V> {
    const value = await this.values.fetch(key, { context, allowStale: this.staleWhileRemaking });
    if (value === undefined) throw new Error(`no value made for ${key}`);
    return value;
  }

  clear(): void {
    // lru-cache's clear rewrites its arrays of `max` slots even when they are empty, and
    // every media change clears the caches: an empty one has nothing to forget
    // (docs/performance.md#clearing-an-empty-cache).
    if (this.values.size > 0) this.values.clear();
  }
}
