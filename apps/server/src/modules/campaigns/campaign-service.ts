import type { CampaignAddAnswer, CampaignCreate } from '@labo/domain/campaign-admin-schemas';
import {
  blockingCampaign,
  campaignDayEnd,
  campaignDayStart,
  classifyCampaign,
} from '@labo/domain/campaign-rules';
import type { Campaign } from '@labo/domain/catalog-schemas';
import { ARTICLE_NOT_FOUND } from '@labo/domain/messages';
import type { Database } from '#db/database';
import { AppError, notFound } from '#http/app-error';
import {
  type CampaignRow,
  lockArticle,
  toWireCampaign,
} from '#modules/article-read-model/article-read-model-public';
import {
  deleteCampaign,
  insertCampaign,
  linkArticle,
  selectCampaign,
  selectCampaignArticleIds,
  selectCampaigns,
  selectOtherCampaignsOf,
  unlinkArticle,
  updateCampaign,
} from './campaign-queries';

const CAMPAIGN_NOT_FOUND = 'Campagne de promotion introuvable.';
const CAMPAIGN_ALREADY_ENDED = 'Cette campagne est déjà terminée.';
const CAMPAIGN_NOT_STARTED =
  "Cette campagne n'a pas encore commencé : supprimez-la plutôt que de la clôturer.";

/**
 * The administrators' campaigns (docs/product/promotions.md). Every change clears the
 * catalogue's cached answers of this process; other processes follow within their cache's
 * lifetime (seconds).
 */
export class CampaignService {
  constructor(
    private readonly db: Database,
    private readonly onChanged: () => void,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(): Promise<Campaign[]> {
    return (await selectCampaigns(this.db)).map(toWireCampaign);
  }

  async create(input: CampaignCreate): Promise<Campaign> {
    const id = await insertCampaign(this.db, {
      title: input.title,
      percentage: input.percentage,
      startAt: campaignDayStart(input.startDateTime),
      endAt: campaignDayEnd(input.endDateTime),
    });
    return this.changed(id);
  }

  async update(id: number, changes: { title: string; percentage: number }): Promise<Campaign> {
    if (!(await updateCampaign(this.db, id, changes))) throw notFound(CAMPAIGN_NOT_FOUND);
    return this.changed(id);
  }

  /** docs/product/promotions.md#closing-a-campaign: a running campaign ends now. */
  async close(id: number): Promise<Campaign> {
    const campaign = await this.get(id);
    const now = this.clock();
    const state = classifyCampaign({ start: campaign.startAt, end: campaign.endAt }, now);
    if (state === 'ended') throw new AppError(409, 'campaign_ended', CAMPAIGN_ALREADY_ENDED);
    if (state === 'future') throw new AppError(409, 'campaign_not_started', CAMPAIGN_NOT_STARTED);
    await updateCampaign(this.db, id, { endAt: now });
    return this.changed(id);
  }

  async remove(id: number): Promise<void> {
    if (!(await deleteCampaign(this.db, id))) throw notFound(CAMPAIGN_NOT_FOUND);
    this.onChanged();
  }

  async articleIds(id: number): Promise<number[]> {
    await this.get(id);
    return selectCampaignArticleIds(this.db, id);
  }

  /**
   * docs/product/promotions.md#campaign-overlap: refused, naming the campaign in the way,
   * when a current or coming campaign of the article overlaps this one.
   */
  async addArticle(campaignId: number, articleId: number): Promise<CampaignAddAnswer> {
    const campaign = await this.get(campaignId);
    const answer = await this.db.transaction(async (tx): Promise<CampaignAddAnswer> => {
      if (!(await lockArticle(tx, articleId))) throw notFound(ARTICLE_NOT_FOUND);
      const others = await selectOtherCampaignsOf(tx, articleId, campaignId);
      const period = { start: campaign.startAt, end: campaign.endAt };
      const blocking = blockingCampaign(period, others, this.clock());
      if (blocking) {
        return {
          added: false,
          overlapping_sales_campaign: { id: blocking.id, title: blocking.title },
        };
      }
      await linkArticle(tx, campaignId, articleId);
      return { added: true };
    });
    if (answer.added) this.onChanged();
    return answer;
  }

  async removeArticle(campaignId: number, articleId: number): Promise<void> {
    await this.get(campaignId);
    await unlinkArticle(this.db, campaignId, articleId);
    this.onChanged();
  }

  private async get(id: number): Promise<CampaignRow> {
    const campaign = await selectCampaign(this.db, id);
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    return campaign;
  }

  private async changed(id: number): Promise<Campaign> {
    this.onChanged();
    return toWireCampaign(await this.get(id));
  }
}
