import { type CampaignState, classifyCampaign } from '@labo/domain/campaign-rules';
import type { Campaign } from '@labo/domain/catalog-schemas';
import { parisDateParts } from '@labo/domain/dates';

/** The page's groups in their order (docs/product/promotions.md#campaign-classification). */
export const CAMPAIGN_GROUPS: readonly CampaignState[] = ['ongoing', 'future', 'ended'];

/** The campaigns of each group at `now`, in the order the server listed them. */
export function groupCampaigns(
  campaigns: readonly Campaign[],
  now: Date,
): Record<CampaignState, Campaign[]> {
  const groups: Record<CampaignState, Campaign[]> = { ongoing: [], future: [], ended: [] };
  for (const campaign of campaigns) {
    const state = classifyCampaign(
      { start: new Date(campaign.start_date_time), end: new Date(campaign.end_date_time) },
      now,
    );
    groups[state].push(campaign);
  }
  return groups;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** docs/product/promotions.md#campaign-dates: the Paris day as DD/MM/YY. */
export function formatCampaignDay(isoDateTime: string): string {
  const { day, month, year } = parisDateParts(isoDateTime);
  return `${pad2(day)}/${pad2(month)}/${pad2(year % 100)}`;
}

/**
 * docs/product/promotions.md#campaign-dates: the payload's first and last second of the days;
 * a day not chosen goes empty, for the server to ask for it.
 */
export function campaignCreateDates(firstDay: string, lastDay: string) {
  return {
    startDateTime: firstDay && `${firstDay} 00:00:00`,
    endDateTime: lastDay && `${lastDay} 23:59:59`,
  };
}
