/**
 * A small seeded pseudo-random generator (mulberry32), so the demo catalogue and the
 * benchmark export are the same bytes on every machine and every run: a fixture that
 * changed between runs would make import results and benchmark timings incomparable.
 * Not for anything security-related.
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `probability`. */
  chance(probability: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

export function createSeededRandom(seed: number): SeededRandom {
  // mulberry32 keeps a single 32-bit state; `>>> 0` folds any seed (negative, float,
  // larger than 2^32) into it so every number is a usable seed.
  let state = Math.trunc(seed) >>> 0;

  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  return {
    next,
    int(min, max) {
      if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
        throw new RangeError(`invalid integer range [${min}, ${max}]`);
      }
      return min + Math.floor(next() * (max - min + 1));
    },
    chance(probability) {
      return next() < probability;
    },
    pick(items) {
      const item = items[Math.floor(next() * items.length)];
      // Only an empty list gets here: next() < 1 keeps the index in range.
      if (item === undefined) throw new RangeError('cannot pick from an empty list');
      return item;
    },
  };
}
