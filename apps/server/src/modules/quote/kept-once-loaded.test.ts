import { describe, expect, it } from 'vitest';
import { keptOnceLoaded } from './kept-once-loaded';

describe('a value loaded once and kept', () => {
  it('is loaded by the first call only, calls at the same time sharing the load', async () => {
    let loads = 0;
    const value = keptOnceLoaded(async () => ++loads);
    expect(await Promise.all([value(), value()])).toEqual([1, 1]);
    expect(await value()).toBe(1);
    expect(loads).toBe(1);
  });

  it('is loaded again by the next call after a failed load', async () => {
    let loads = 0;
    const value = keptOnceLoaded(async () => {
      loads += 1;
      if (loads === 1) throw new Error('module cut off while loading');
      return 'fonts';
    });
    await expect(value()).rejects.toThrow('module cut off while loading');
    expect(await value()).toBe('fonts');
    expect(await value()).toBe('fonts');
    expect(loads).toBe(2);
  });
});
