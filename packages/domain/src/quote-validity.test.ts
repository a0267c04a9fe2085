import { describe, expect, it } from 'vitest';
import { quoteValidUntil, validUntilLabel } from './quote-validity';

describe('quote validity', () => {
  it('is the Paris creation day plus 30 calendar days', () => {
    // 00:30 on 1 December in Paris is still 30 November in UTC.
    expect(validUntilLabel('2026-11-30T23:30:00Z')).toBe("Valable jusqu'au 31/12/2026");
  });

  it('keeps the day across a daylight-saving change', () => {
    // 23:30 on 20 March (winter time) → 19 April, although 720 hours later is the 20th.
    expect(validUntilLabel('2026-03-20T22:30:00Z')).toBe("Valable jusqu'au 19/04/2026");
    expect(quoteValidUntil('2026-10-20T21:30:00Z').toISOString()).toBe('2026-11-19T12:00:00.000Z');
  });
});
