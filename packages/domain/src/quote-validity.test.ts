import { describe, expect, it } from 'vitest';
import { expiryReminderDue, quoteValidUntil, validUntilLabel } from './quote-validity';

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

describe('expiry reminder', () => {
  // Sent at 10:00 in Paris on 26/11/2026: valid until 26/12/2026, reminded from 21/12/2026.
  const sent = '2026-11-26T09:00:00Z';

  it('is due from five days before the last valid day, Paris midnight included', () => {
    expect(expiryReminderDue(sent, new Date('2026-12-20T22:59:59Z'))).toBe(false);
    expect(expiryReminderDue(sent, new Date('2026-12-20T23:00:00Z'))).toBe(true);
  });

  it('stays due through the last valid day, and not after it', () => {
    expect(expiryReminderDue(sent, new Date('2026-12-26T22:59:59Z'))).toBe(true);
    expect(expiryReminderDue(sent, new Date('2026-12-26T23:00:00Z'))).toBe(false);
  });

  it('counts Paris days across a daylight-saving change', () => {
    // Sent 23:30 on 20/03/2026 in Paris (winter time): valid until 19/04, reminded from 14/04.
    const march = '2026-03-20T22:30:00Z';
    expect(expiryReminderDue(march, new Date('2026-04-13T21:59:00Z'))).toBe(false);
    expect(expiryReminderDue(march, new Date('2026-04-13T22:00:00Z'))).toBe(true);
  });
});
