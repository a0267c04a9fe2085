import { activeSalePercentage } from '@labo/domain/cart-rules';
import type { Article } from '@labo/domain/catalog-schemas';
import { parseWireMoney } from '@labo/domain/money';
import { salePriceCents } from '@labo/domain/pricing';

export type ArticlePrice = {
  /** Base price HT in cents; null when the wire value is unreadable. */
  baseCents: number | null;
  ttcCents: number | null;
  /** Campaign percentage applying now; 0 without a running campaign. */
  percentage: number;
  /** Prices after the campaign; equal to the base ones without a campaign. */
  saleCents: number | null;
  saleTtcCents: number | null;
};

/**
 * What a list row or the price box shows, from the domain's rules
 * (docs/product/promotions.md#sale-price).
 */
export function articlePrice(article: Article, now: Date): ArticlePrice {
  const baseCents = parseWireMoney(article.basePrice);
  const ttcCents = parseWireMoney(article.ttcPrice);
  const percentage = activeSalePercentage(article, now);
  return {
    baseCents,
    ttcCents,
    percentage,
    saleCents: baseCents === null ? null : salePriceCents(baseCents, percentage),
    saleTtcCents: ttcCents === null ? null : salePriceCents(ttcCents, percentage),
  };
}
