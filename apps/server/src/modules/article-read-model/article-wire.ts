import { shortDescription } from '@labo/domain/article-text';
import type { Article, Attachment } from '@labo/domain/catalog-schemas';
import { toIsoWithParisOffset } from '@labo/domain/dates';
import { toWireMoney } from '@labo/domain/money';
import { ttcCents } from '@labo/domain/pricing';
import type { ArticleRow, AttachmentRow, CampaignLinkRow } from './article-read-queries';

// Maps database rows to the wire shape of an article (docs/product/catalogue.md#article-shape),
// in one place for every catalogue answer (docs/architecture.md#wire-names-at-the-boundary).

const flag = (value: boolean): '1' | '0' => (value ? '1' : '0');

export function toWireAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    is_picture: flag(row.isPicture),
    firstAttachment: flag(row.isFirst),
    original_file_name: row.originalFileName,
    px_width: row.pxWidth,
    px_height: row.pxHeight,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
  };
}

interface ArticleExtras {
  campaigns: CampaignLinkRow[];
  attachments: AttachmentRow[];
}

/** `withDetails` adds the description and the documents, as the detail answers do. */
export function toWireArticle(
  row: ArticleRow,
  extras: ArticleExtras,
  now: Date,
  withDetails: boolean,
): Article {
  const active = extras.campaigns.find((c) => c.startAt <= now && now <= c.endAt) ?? null;
  const pictures = extras.attachments.filter((a) => a.isPicture);
  const article: Article = {
    id: row.id,
    label: row.label,
    short_description: shortDescription(row.description),
    brandName: row.brandName,
    crmId: row.crmId,
    crm_secondary_id: row.crmSecondaryId,
    conditionnement: row.conditionnement,
    basePrice: toWireMoney(row.basePriceCents),
    ttcPrice: toWireMoney(ttcCents(row.basePriceCents, row.vatBasisPoints)),
    slug: row.slug,
    under_sub_category_id: row.underSubCategoryId,
    cat_label: row.catLabel,
    sc_label: row.scLabel,
    usc_label: row.uscLabel,
    featured: flag(row.featured),
    soft_deleted: flag(row.softDeleted),
    youtubeLink: row.youtubeLink,
    active_sales_campaign_id: active?.id ?? null,
    activeSaleCampaign: active
      ? {
          title: active.title,
          percentage: active.percentage,
          end_date_time: toIsoWithParisOffset(active.endAt),
        }
      : null,
    sales_campaign: extras.campaigns.map((c) => ({
      id: c.id,
      title: c.title,
      percentage: c.percentage,
      start_date_time: toIsoWithParisOffset(c.startAt),
      end_date_time: toIsoWithParisOffset(c.endAt),
    })),
    pictures: (withDetails ? pictures : pictures.slice(0, 1)).map(toWireAttachment),
  };
  if (withDetails) {
    article.description = row.description;
    article.attachments = extras.attachments.filter((a) => !a.isPicture).map(toWireAttachment);
  }
  return article;
}
