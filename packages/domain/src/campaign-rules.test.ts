import { describe, expect, it } from 'vitest';
import {
  blockingCampaign,
  campaignDayEnd,
  campaignDayStart,
  classifyCampaign,
} from './campaign-rules';

const period = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });
const november = period('2026-11-01T00:00:00+01:00', '2026-11-30T23:59:59+01:00');

describe('classifyCampaign (docs/product/promotions.md#campaign-classification)', () => {
  it('is ongoing between its bounds, bounds included', () => {
    expect(classifyCampaign(november, new Date('2026-11-15T12:00:00+01:00'))).toBe('ongoing');
    expect(classifyCampaign(november, november.start)).toBe('ongoing');
    expect(classifyCampaign(november, november.end)).toBe('ongoing');
  });

  it('is future before its start', () => {
    expect(classifyCampaign(november, new Date('2026-10-31T23:59:59+01:00'))).toBe('future');
  });

  it('is ended after its end', () => {
    expect(classifyCampaign(november, new Date('2026-12-01T00:00:00+01:00'))).toBe('ended');
  });
});

describe('campaign days in Paris (docs/product/promotions.md#campaign-dates)', () => {
  it('start at 00:00:00 and end at 23:59:59 Paris time, in winter and in summer', () => {
    expect(campaignDayStart('2026-11-02').toISOString()).toBe('2026-11-01T23:00:00.000Z');
    expect(campaignDayEnd('2026-11-02').toISOString()).toBe('2026-11-02T22:59:59.000Z');
    expect(campaignDayStart('2026-07-14').toISOString()).toBe('2026-07-13T22:00:00.000Z');
    expect(campaignDayEnd('2026-07-14').toISOString()).toBe('2026-07-14T21:59:59.000Z');
  });

  it('keeps the right offset on daylight-saving change days', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00; 25 October 2026: from 03:00 to 02:00.
    expect(campaignDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(campaignDayEnd('2026-03-29').toISOString()).toBe('2026-03-29T21:59:59.000Z');
    expect(campaignDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(campaignDayEnd('2026-10-25').toISOString()).toBe('2026-10-25T22:59:59.000Z');
  });

  it('classifies a one-day campaign at its boundaries on a change day', () => {
    const day = { start: campaignDayStart('2026-10-25'), end: campaignDayEnd('2026-10-25') };
    expect(classifyCampaign(day, new Date('2026-10-24T21:59:59Z'))).toBe('future');
    expect(classifyCampaign(day, new Date('2026-10-24T22:00:00Z'))).toBe('ongoing');
    expect(classifyCampaign(day, new Date('2026-10-25T22:59:59Z'))).toBe('ongoing');
    expect(classifyCampaign(day, new Date('2026-10-25T23:00:00Z'))).toBe('ended');
  });
});

describe('blockingCampaign (docs/product/promotions.md#campaign-overlap)', () => {
  const days = (from: string, to: string) => ({
    start: campaignDayStart(from),
    end: campaignDayEnd(to),
  });
  const target = days('2026-12-10', '2026-12-20');
  const now = new Date('2026-12-01T12:00:00+01:00');

  it('is blocked by a campaign before, after, touching, inside or covering it', () => {
    for (const other of [
      days('2026-12-01', '2026-12-10'),
      days('2026-12-20', '2026-12-31'),
      days('2026-12-12', '2026-12-15'),
      days('2026-11-01', '2027-01-31'),
    ]) {
      expect(blockingCampaign(target, [other], now)).toBe(other);
    }
  });

  it('is not blocked by a campaign entirely before or after it, nor by an ended one', () => {
    expect(blockingCampaign(target, [days('2026-12-01', '2026-12-09')], now)).toBeUndefined();
    expect(blockingCampaign(target, [days('2026-12-21', '2026-12-31')], now)).toBeUndefined();
    const ended = days('2026-11-01', '2026-11-30');
    expect(blockingCampaign(days('2026-11-15', '2026-12-20'), [ended], now)).toBeUndefined();
  });
});
