import { describe, expect, it } from 'vitest';
import {
  campaignsOverlap,
  classifyCampaign,
  closedCampaignEnd,
  isCampaignTerminated,
  isValidCampaignPercentage,
  isValidCampaignTitle,
} from './campaign-rules';

const period = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });
const november = period('2026-11-01T00:00:00+01:00', '2026-11-30T23:59:59+01:00');

describe('classifyCampaign (SPEC §4)', () => {
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
    expect(isCampaignTerminated(november, new Date('2026-12-01T00:00:00+01:00'))).toBe(true);
    expect(isCampaignTerminated(november, new Date('2026-11-02T00:00:00+01:00'))).toBe(false);
  });
});

describe('campaignsOverlap (SPEC §4)', () => {
  it('detects overlapping periods either way round', () => {
    const midNov = period('2026-11-15T00:00:00+01:00', '2026-12-15T23:59:59+01:00');
    expect(campaignsOverlap(november, midNov)).toBe(true);
    expect(campaignsOverlap(midNov, november)).toBe(true);
  });

  it('detects one period inside another', () => {
    const week = period('2026-11-10T00:00:00+01:00', '2026-11-16T23:59:59+01:00');
    expect(campaignsOverlap(november, week)).toBe(true);
    expect(campaignsOverlap(week, november)).toBe(true);
  });

  it('counts a shared instant as an overlap', () => {
    const startsAtEnd = period('2026-11-30T23:59:59+01:00', '2026-12-31T23:59:59+01:00');
    expect(campaignsOverlap(november, startsAtEnd)).toBe(true);
  });

  it('lets consecutive days follow each other', () => {
    const december = period('2026-12-01T00:00:00+01:00', '2026-12-31T23:59:59+01:00');
    expect(campaignsOverlap(november, december)).toBe(false);
    expect(campaignsOverlap(december, november)).toBe(false);
  });
});

describe('campaign form rules (SPEC §5)', () => {
  it('wants a percentage strictly between 0 and 99', () => {
    expect(isValidCampaignPercentage(1)).toBe(true);
    expect(isValidCampaignPercentage(15)).toBe(true);
    expect(isValidCampaignPercentage(98.5)).toBe(true);
    expect(isValidCampaignPercentage(0)).toBe(false);
    expect(isValidCampaignPercentage(99)).toBe(false);
    expect(isValidCampaignPercentage(-5)).toBe(false);
    expect(isValidCampaignPercentage(Number.NaN)).toBe(false);
  });

  it('wants a non-empty title', () => {
    expect(isValidCampaignTitle('Rentrée')).toBe(true);
    expect(isValidCampaignTitle('')).toBe(false);
    expect(isValidCampaignTitle('   ')).toBe(false);
  });

  it('closes a campaign at the end of the Paris day', () => {
    expect(closedCampaignEnd(new Date('2026-11-15T10:00:00Z'))).toBe('2026-11-15 23:59:59');
    expect(closedCampaignEnd(new Date('2026-11-15T23:30:00Z'))).toBe('2026-11-16 23:59:59');
  });
});
