export type CampaignPeriod = { start: Date; end: Date };
export type CampaignState = 'ongoing' | 'future' | 'ended';

/**
 * docs/product/promotions.md#campaign-classification: ongoing when start <= now <= end,
 * future when it has not started, ended (shown terminated) once its end has passed. Both
 * bounds belong to the campaign.
 */
export function classifyCampaign(period: CampaignPeriod, now: Date): CampaignState {
  if (period.start.getTime() > now.getTime()) return 'future';
  if (period.end.getTime() < now.getTime()) return 'ended';
  return 'ongoing';
}
