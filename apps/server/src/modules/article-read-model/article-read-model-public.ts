// What other modules may use of the article read model (docs/architecture.md#server-modules).
export {
  type ArticleRow,
  type AttachmentRow,
  articleColumns,
  articleExists,
  type CampaignLinkRow,
  lockArticle,
  selectArticles,
} from './article-read-queries';
export { toWireAttachment } from './article-wire';
export { type CampaignRow, campaignColumns, toWireCampaign } from './campaign-wire';
export { wireArticles } from './wire-articles';
