import { describe, expect, it } from 'vitest';
import { quoteNumber } from './quote-number';

describe('quoteNumber (docs/product/quote-request.md#quote-number)', () => {
  it('is YYYYMM-{id}', () => {
    expect(quoteNumber(new Date('2026-11-21T10:02:00+01:00'), 42)).toBe('202611-42');
    expect(quoteNumber(new Date('2026-03-05T12:00:00Z'), 1)).toBe('202603-1');
  });

  it('uses the Paris month', () => {
    expect(quoteNumber(new Date('2026-11-30T23:30:00Z'), 7)).toBe('202612-7');
    expect(quoteNumber(new Date('2026-12-31T23:30:00Z'), 8)).toBe('202701-8');
    expect(quoteNumber(new Date('2026-07-31T22:30:00Z'), 9)).toBe('202608-9');
  });
});
