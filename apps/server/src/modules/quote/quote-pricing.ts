import { quoteLineTitle } from '@labo/domain/article-text';
import { classifyCampaign } from '@labo/domain/campaign-rules';
import type { QuoteRequestLine } from '@labo/domain/quote-schemas';
import type { CampaignLinkRow } from '#modules/article-read-model/article-read-model-public';
import type { PricedArticleRow } from './quote-queries';

/** A quote line as stored: the snapshot that later imports and campaigns never change. */
export interface PricedLine {
  articleId: number;
  /** The article's reference, for the mails; the stored line reads it from the article. */
  reference: string;
  articleTitle: string;
  packing: string;
  unitPriceCents: number;
  vatBasisPoints: number;
  salePercentage: number;
  quantity: number;
}

export interface UnavailableLine {
  /** Position of the line in the request, for the `fields` of the 400. */
  index: number;
  /** The reference a person knows, or "n° {id}" when the article does not exist. */
  reference: string;
}

type QuotePricing =
  | { ok: true; lines: PricedLine[] }
  | { ok: false; unavailable: UnavailableLine[] };

/**
 * The campaign that applies to an article now: the first of its campaigns, by start,
 * that is ongoing (docs/product/promotions.md#campaign-classification), as the catalogue
 * shows it on the article (article-read-model/article-wire.ts), so the quote carries the price the customer
 * saw.
 */
function activePercentage(links: readonly CampaignLinkRow[], now: Date): number {
  const active = links.find(
    (link) => classifyCampaign({ start: link.startAt, end: link.endAt }, now) === 'ongoing',
  );
  return active?.percentage ?? 0;
}

/**
 * Prices the requested lines from the database rows only, never from a client's price
 * (docs/product/quote-request.md#server-pricing). Unknown and withdrawn articles are all
 * reported at once, so that one refusal tells the customer everything to remove.
 */
export function priceQuoteLines(
  requested: readonly QuoteRequestLine[],
  articleRows: readonly PricedArticleRow[],
  campaignLinks: readonly CampaignLinkRow[],
  now: Date,
): QuotePricing {
  const articlesById = new Map(articleRows.map((row) => [row.id, row]));
  const linksByArticle = new Map<number, CampaignLinkRow[]>();
  for (const link of campaignLinks) {
    const list = linksByArticle.get(link.articleId);
    if (list) list.push(link);
    else linksByArticle.set(link.articleId, [link]);
  }

  const lines: PricedLine[] = [];
  const unavailable: UnavailableLine[] = [];
  requested.forEach((line, index) => {
    const article = articlesById.get(line.article_id);
    if (!article || article.softDeleted) {
      unavailable.push({ index, reference: article?.crmId ?? `n° ${line.article_id}` });
      return;
    }
    lines.push({
      articleId: article.id,
      reference: article.crmId,
      articleTitle: quoteLineTitle(article.brandName, article.label),
      packing: article.conditionnement ?? '',
      unitPriceCents: article.basePriceCents,
      vatBasisPoints: article.vatBasisPoints,
      salePercentage: activePercentage(linksByArticle.get(article.id) ?? [], now),
      quantity: line.quantity,
    });
  });
  return unavailable.length > 0 ? { ok: false, unavailable } : { ok: true, lines };
}
