import { describe, expect, it } from 'vitest';
import {
  campaignEnd,
  campaignStart,
  formatCampaignDateTime,
  formatDateFr,
  formatDateShort,
  isYmd,
  parisDateParts,
  parisDateYmd,
  parisOffsetMinutes,
  parseCampaignDateTime,
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

describe('formatDateFr and formatDateShort (SPEC §9)', () => {
  it('formats the Paris day', () => {
    expect(formatDateFr(new Date('2026-11-21T10:02:00+01:00'))).toBe('21/11/2026');
    expect(formatDateShort(new Date('2026-11-21T10:02:00+01:00'))).toBe('21/11/26');
    expect(formatDateFr('2026-01-05T08:00:00Z')).toBe('05/01/2026');
    expect(formatDateShort('2009-03-04T12:00:00Z')).toBe('04/03/09');
  });

  it('uses the Paris day, not the UTC one', () => {
    expect(formatDateFr('2026-12-31T23:30:00Z')).toBe('01/01/2027');
    expect(formatDateShort('2026-06-30T22:30:00Z')).toBe('01/07/26');
  });
});

describe('campaign date-times (SPEC §7)', () => {
  it('formats in Paris time', () => {
    expect(formatCampaignDateTime(new Date('2026-11-30T22:59:59Z'))).toBe('2026-11-30 23:59:59');
    expect(formatCampaignDateTime(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01 00:00:00');
  });

  it('parses winter and summer wall times', () => {
    expect(parseCampaignDateTime('2026-11-30 23:59:59')?.toISOString()).toBe(
      '2026-11-30T22:59:59.000Z',
    );
    expect(parseCampaignDateTime('2026-07-01 00:00:00')?.toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
  });

  it('parses the days of the DST changes', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(parseCampaignDateTime('2026-03-29 00:00:00')?.toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(parseCampaignDateTime('2026-03-29 23:59:59')?.toISOString()).toBe(
      '2026-03-29T21:59:59.000Z',
    );
    expect(parseCampaignDateTime('2026-03-29 01:59:59')?.toISOString()).toBe(
      '2026-03-29T00:59:59.000Z',
    );
    expect(parseCampaignDateTime('2026-03-29 03:00:00')?.toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    // 25 October 2026: 03:00 CEST becomes 02:00 CET.
    expect(parseCampaignDateTime('2026-10-25 00:00:00')?.toISOString()).toBe(
      '2026-10-24T22:00:00.000Z',
    );
    expect(parseCampaignDateTime('2026-10-25 23:59:59')?.toISOString()).toBe(
      '2026-10-25T22:59:59.000Z',
    );
  });

  it('moves a time that does not exist forward by the gap', () => {
    expect(parseCampaignDateTime('2026-03-29 02:30:00')?.toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('keeps the earlier of a time that happens twice', () => {
    expect(parseCampaignDateTime('2026-10-25 02:30:00')?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('round-trips with formatCampaignDateTime', () => {
    for (const text of ['2026-01-01 00:00:00', '2026-08-15 12:34:56', '2028-02-29 23:59:59']) {
      const date = parseCampaignDateTime(text);
      expect(date).not.toBeNull();
      if (date) expect(formatCampaignDateTime(date)).toBe(text);
    }
  });

  it('returns null for malformed or impossible values', () => {
    for (const bad of [
      '',
      '2026-11-30',
      '2026-11-30T23:59:59',
      '2026-11-30 23:59',
      '2026-13-01 00:00:00',
      '2026-02-29 00:00:00',
      '2026-04-31 00:00:00',
      '2026-00-10 00:00:00',
      '2026-01-00 00:00:00',
      '2026-01-01 24:00:00',
      '2026-01-01 12:60:00',
      '2026-01-01 12:00:60',
      ' 2026-01-01 00:00:00',
    ]) {
      expect(parseCampaignDateTime(bad), bad).toBeNull();
    }
  });

  it('builds start and end from a day', () => {
    expect(campaignStart('2026-11-01')).toBe('2026-11-01 00:00:00');
    expect(campaignEnd('2026-11-30')).toBe('2026-11-30 23:59:59');
    expect(() => campaignStart('2026-11-31')).toThrow(RangeError);
    expect(() => campaignEnd('30/11/2026')).toThrow(RangeError);
  });

  it('recognises calendar days', () => {
    expect(isYmd('2028-02-29')).toBe(true);
    expect(isYmd('2026-02-29')).toBe(false);
    expect(isYmd('2026-2-1')).toBe(false);
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
