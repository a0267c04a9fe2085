import { campaignEnd, parisDateYmd } from './dates';
import { CAMPAIGN_PERCENT_MAX_EXCLUSIVE, CAMPAIGN_PERCENT_MIN_EXCLUSIVE } from './limits';

export type CampaignPeriod = { start: Date; end: Date };
export type CampaignState = 'ongoing' | 'future' | 'ended';

/**
 * SPEC §4: ongoing when start <= now <= end, future when it has not started, ended
 * (shown terminated) once its end has passed. Both bounds belong to the campaign.
 */
export function classifyCampaign(period: CampaignPeriod, now: Date): CampaignState {
  if (period.start.getTime() > now.getTime()) return 'future';
  if (period.end.getTime() < now.getTime()) return 'ended';
  return 'ongoing';
}

/** SPEC §3 `terminated`, derived on the client. */
export function isCampaignTerminated(period: CampaignPeriod, now: Date): boolean {
  return classifyCampaign(period, now) === 'ended';
}

/**
 * SPEC §4: an article cannot join a campaign that overlaps its current one. Periods
 * include both bounds, so a campaign starting the second another ends overlaps it.
 */
export function campaignsOverlap(a: CampaignPeriod, b: CampaignPeriod): boolean {
  return a.start.getTime() <= b.end.getTime() && b.start.getTime() <= a.end.getTime();
}

/** SPEC §5/§9: the percentage lies strictly between 0 and 99. */
export function isValidCampaignPercentage(percentage: number): boolean {
  return (
    Number.isFinite(percentage) &&
    percentage > CAMPAIGN_PERCENT_MIN_EXCLUSIVE &&
    percentage < CAMPAIGN_PERCENT_MAX_EXCLUSIVE
  );
}

/** SPEC §5: the title is not empty (blanks alone do not count). */
export function isValidCampaignTitle(title: string): boolean {
  return title.trim().length > 0;
}

/**
 * SPEC §4: closing a campaign sets its end to today, at the last second of the Paris
 * day (SPEC §7 end rule), as a campaign payload date-time.
 */
export function closedCampaignEnd(now: Date): string {
  return campaignEnd(parisDateYmd(now));
}
