import { describe, expect, it } from 'vitest';
import {
  formatDateFr,
  formatDateTimeFr,
  formatParisDateTime,
  parisDateParts,
  parisDateYmd,
  parisOffsetMinutes,
  toIsoWithParisOffset,
} from './dates';

describe('Paris calendar', () => {
  it('reads instants on a Paris clock in winter and summer', () => {
    expect(parisDateParts(new Date('2026-11-21T09:02:03Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 21,
      hour: 10,
      minute: 2,
      second: 3,
    });
    expect(parisDateParts('2026-07-01T22:30:00Z').hour).toBe(0);
    expect(parisDateParts('2026-07-01T22:30:00Z').day).toBe(2);
  });

  it('shows a date with its time as DD/MM/YYYY HH:mm on a Paris clock', () => {
    expect(formatDateTimeFr('2026-07-01T22:05:00Z')).toBe('02/07/2026 00:05');
  });

  it('gives midnight as hour 0, not 24', () => {
    expect(parisDateParts('2026-11-20T23:00:00Z').hour).toBe(0);
  });

  it('knows the offset', () => {
    expect(parisOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(parisOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(120);
    expect(parisOffsetMinutes(new Date('2026-07-15T12:00:00.999Z'))).toBe(120);
  });

  it('throws on an invalid date', () => {
    expect(() => formatDateFr('not a date')).toThrow(RangeError);
    expect(() => formatDateFr(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatDateFr (docs/product/api-conventions.md#dates)', () => {
  it('formats the Paris day', () => {
    expect(formatDateFr(new Date('2026-11-21T10:02:00+01:00'))).toBe('21/11/2026');
    expect(formatDateFr('2026-01-05T08:00:00Z')).toBe('05/01/2026');
  });

  it('uses the Paris day, not the UTC one', () => {
    expect(formatDateFr('2026-12-31T23:30:00Z')).toBe('01/01/2027');
  });
});

describe('Paris wall-clock formats', () => {
  it('formats a date-time in Paris time', () => {
    expect(formatParisDateTime(new Date('2026-11-30T22:59:59Z'))).toBe('2026-11-30 23:59:59');
    expect(formatParisDateTime(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01 00:00:00');
  });

  it('gives the Paris day of an instant', () => {
    expect(parisDateYmd(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
  });
});

describe('toIsoWithParisOffset', () => {
  it('writes the Paris offset of the season', () => {
    expect(toIsoWithParisOffset(new Date('2026-11-21T09:02:00Z'))).toBe(
      '2026-11-21T10:02:00+01:00',
    );
    expect(toIsoWithParisOffset(new Date('2026-07-14T20:00:00.750Z'))).toBe(
      '2026-07-14T22:00:00+02:00',
    );
  });

  it('denotes the same instant', () => {
    const date = new Date('2026-03-29T01:30:00Z');
    expect(new Date(toIsoWithParisOffset(date)).getTime()).toBe(date.getTime());
  });
});
