import { parisLocalToDate } from './dates';

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

/** docs/product/promotions.md#campaign-dates: a campaign's first instant, 00:00:00 in Paris. */
export const campaignDayStart = (day: string): Date => parisLocalToDate(day, '00:00:00');

/** Its last instant, 23:59:59 in Paris, which belongs to it. */
export const campaignDayEnd = (day: string): Date => parisLocalToDate(day, '23:59:59');

/** Whether two campaigns share an instant; touching bounds do, since both belong. */
function periodsOverlap(a: CampaignPeriod, b: CampaignPeriod): boolean {
  return a.start.getTime() <= b.end.getTime() && b.start.getTime() <= a.end.getTime();
}

/**
 * docs/product/promotions.md#campaign-overlap: among an article's other campaigns, the first
 * current or coming one whose period overlaps `target`'s; ended ones never block.
 */
export function blockingCampaign<T extends CampaignPeriod>(
  target: CampaignPeriod,
  others: readonly T[],
  now: Date,
): T | undefined {
  return others.find(
    (other) => classifyCampaign(other, now) !== 'ended' && periodsOverlap(target, other),
  );
}
