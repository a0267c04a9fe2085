import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnswerCache, CachedAnswer } from './answer-cache';

const schema = z.object({ n: z.number() });
const json = async (answer: CachedAnswer | Promise<CachedAnswer>) => (await answer).text;

describe('answer cache', () => {
  it('serves the same JSON until it expires, then once more while the next is produced', async () => {
    // lru-cache takes a start time of 0 for "no start": the clock starts at 1.
    let now = 1;
    let calls = 0;
    const cache = new AnswerCache(1000, 10, () => now);
    const produce = async () => ({ n: ++calls });
    const [a, b] = await Promise.all([
      json(cache.get('k', schema, produce)),
      json(cache.get('k', schema, produce)),
    ]);
    expect(a).toBe('{"n":1}');
    expect(b).toBe('{"n":1}');
    now = 1001;
    expect(await json(cache.get('k', schema, produce))).toBe('{"n":1}');
    now = 1002;
    // Past its lifetime: served at once while the next one is produced.
    expect(await json(cache.get('k', schema, produce))).toBe('{"n":1}');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await json(cache.get('k', schema, produce))).toBe('{"n":2}');
    expect(calls).toBe(2);
  });

  it('returns a cached answer at once, without a promise, and a promise while producing', async () => {
    const cache = new AnswerCache(60_000);
    const first = cache.get('k', schema, async () => ({ n: 1 }));
    expect(first).toBeInstanceOf(Promise);
    const made = await first;
    const hit = cache.get('k', schema, async () => ({ n: 2 }));
    expect(hit).toBeInstanceOf(CachedAnswer);
    expect(hit).toBe(made);
  });

  it('forgets everything on clear, including an answer still being produced', async () => {
    let calls = 0;
    const cache = new AnswerCache(60_000);
    let release: () => void = () => {};
    const slow = cache.get(
      'k',
      schema,
      () =>
        new Promise((resolve) => {
          release = () => resolve({ n: ++calls });
        }),
    );
    cache.clear();
    release();
    expect((await slow).text).toBe('{"n":1}');
    expect(await json(cache.get('k', schema, async () => ({ n: ++calls })))).toBe('{"n":2}');
  });

  it('does not keep failures and rejects answers that break the schema', async () => {
    const cache = new AnswerCache(60_000);
    await expect(
      cache.get('k', schema, async () => Promise.reject(new Error('404'))),
    ).rejects.toThrow('404');
    await expect(cache.get('k', schema, async () => ({ n: 'x' }) as never)).rejects.toThrow();
    expect((await cache.get('k', schema, async () => ({ n: 3 }))).text).toBe('{"n":3}');
  });

  it('compresses an answer once per encoding', async () => {
    const cache = new AnswerCache(60_000);
    const answer = await cache.get('k', schema, async () => ({ n: 7 }));
    const br = answer.encode('br');
    expect(answer.encode('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe('{"n":7}');
    expect(gunzipSync(answer.encode('gzip')).toString()).toBe('{"n":7}');
  });
});
