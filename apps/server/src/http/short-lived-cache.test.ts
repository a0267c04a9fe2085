import { describe, expect, it } from 'vitest';
import { ShortLivedCache } from './short-lived-cache';

// A value past its lifetime is served at once while the next one is made
// (docs/reliability.md#pages-during-an-import).

function cacheWithClock() {
  // Not 0: lru-cache takes a start time of 0 for "never set".
  let now = 10_000;
  const made: string[] = [];
  let next: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const cache = new ShortLivedCache<{ text: string }>({
    max: 10,
    ttlMs: 1000,
    staleWhileRemaking: true,
    now: () => now,
    produce: (key) =>
      new Promise((resolve, reject) => {
        made.push(key);
        next = (text) => resolve({ text });
        fail = reject;
      }),
  });
  return {
    cache,
    made,
    advance: (ms: number) => {
      now += ms;
    },
    finish: (text: string) => next(text),
    failMaking: (error: Error) => fail(error),
  };
}

/** A cache that made 'v1' for 'page', its lifetime now past. */
async function cacheWithPastValue() {
  const c = cacheWithClock();
  const first = c.cache.get('page');
  c.finish('v1');
  expect(await first).toEqual({ text: 'v1' });
  c.advance(1500);
  return c;
}

describe('ShortLivedCache', () => {
  it('serves a value past its lifetime at once, then the one made meanwhile', async () => {
    const c = cacheWithClock();
    const first = c.cache.get('page');
    c.finish('v1');
    expect(await first).toEqual({ text: 'v1' });
    // Within its lifetime: at once, without a promise.
    expect(c.cache.get('page')).toEqual({ text: 'v1' });

    c.advance(1500);
    // The next value is being made and is not there yet: the old one comes at once.
    expect(await c.cache.get('page')).toEqual({ text: 'v1' });
    expect(await c.cache.get('page')).toEqual({ text: 'v1' });
    expect(c.made).toEqual(['page', 'page']);
    c.finish('v2');
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(c.cache.get('page')).toEqual({ text: 'v2' });
  });

  it('serves nothing old once cleared: the caller waits for the new value', async () => {
    const c = await cacheWithPastValue();
    c.cache.clear();
    let settled = false;
    const after = Promise.resolve(c.cache.get('page')).then((value) => {
      settled = true;
      return value;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    c.finish('v2');
    expect(await after).toEqual({ text: 'v2' });
  });

  it('forgets a value that cannot be made again', async () => {
    const c = await cacheWithPastValue();
    expect(await c.cache.get('page')).toEqual({ text: 'v1' });
    c.failMaking(new Error('database away'));
    await new Promise((resolve) => setImmediate(resolve));
    const again = c.cache.get('page');
    expect(again).toBeInstanceOf(Promise);
    c.failMaking(new Error('still away'));
    await expect(again).rejects.toThrow('still away');
  });
});
