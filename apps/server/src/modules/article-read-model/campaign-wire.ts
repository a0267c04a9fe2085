import type { Campaign } from '@labo/domain/catalog-schemas';
import { toIsoWithParisOffset } from '@labo/domain/dates';
import { sql } from 'drizzle-orm';
import { salesCampaignArticles, salesCampaigns } from '#db/schema';

/** What a campaign answer needs, for any select of campaigns. */
export const campaignColumns = {
  id: salesCampaigns.id,
  title: salesCampaigns.title,
  percentage: salesCampaigns.percentage,
  startAt: salesCampaigns.startAt,
  endAt: salesCampaigns.endAt,
  articlesCnt: sql<number>`(select count(*)::int from ${salesCampaignArticles}
    where ${salesCampaignArticles.campaignId} = ${salesCampaigns.id})`,
};

export interface CampaignRow {
  id: number;
  title: string;
  percentage: number;
  startAt: Date;
  endAt: Date;
  articlesCnt: number;
}

/** docs/product/promotions.md#campaign-shape */
export function toWireCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    title: row.title,
    percentage: row.percentage,
    start_date_time: toIsoWithParisOffset(row.startAt),
    end_date_time: toIsoWithParisOffset(row.endAt),
    articlesCnt: row.articlesCnt,
  };
}
