import { describe, expect, it } from 'vitest';
import { classifyCampaign } from './campaign-rules';

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
