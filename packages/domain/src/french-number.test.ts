import { describe, expect, it } from 'vitest';
import { formatFrenchNumber, groupFrenchThousands } from './french-number';

describe('groupFrenchThousands', () => {
  it('groups by three from the right with narrow no-break spaces', () => {
    expect(groupFrenchThousands('1234567')).toBe('1\u202f234\u202f567');
    expect(groupFrenchThousands('999')).toBe('999');
  });
});

describe('formatFrenchNumber', () => {
  it('writes what Intl.NumberFormat fr-FR writes with the same maximum of decimals', () => {
    const values = [0, 1, 1.5, 1.25, 2.675, 0.05, 7.38291, 999.95, 1000, 12_345.678, 1_000_000];
    for (const maxDecimals of [0, 1, 2] as const) {
      const intl = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: maxDecimals });
      for (const value of values) {
        expect(formatFrenchNumber(value, maxDecimals), `${value} (${maxDecimals})`).toBe(
          intl.format(value),
        );
      }
    }
  });

  it('refuses a negative or non-finite number', () => {
    expect(() => formatFrenchNumber(-1, 0)).toThrow(RangeError);
    expect(() => formatFrenchNumber(Number.NaN, 0)).toThrow(RangeError);
  });
});
