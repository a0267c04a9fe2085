import { toIsoWithParisOffset } from '@labo/domain/dates';
import { toWireMoney } from '@labo/domain/money';
import type { QuotesAnswer } from '@labo/domain/quote-list-schemas';
import { quoteNumber } from '@labo/domain/quote-number';
import type { ListedQuotes } from './quote-list-queries';

/**
 * Rows of a quote list as the quotes answer shapes them
 * (docs/product/accounts.md#quote-shape, #quote-line-shape): money as 2-decimal strings,
 * dates in Paris time with their offset, `quote_id` and `sale_percentage` as strings.
 */
export function toQuotesAnswer(listed: ListedQuotes): QuotesAnswer {
  return {
    quotes: listed.quotes.map((quote) => ({
      id: quote.id,
      sort_number: quoteNumber(quote.createdAt, quote.id),
      creation_date_time: toIsoWithParisOffset(quote.createdAt),
      pipe_status: quote.pipeStatus,
      total_quantity: quote.totalQuantity,
      total_ht_price: toWireMoney(quote.totalHtCents),
      delivery_street: quote.deliveryStreet,
      delivery_street_complement: quote.deliveryStreetComplement,
      delivery_zip_code: quote.deliveryZipCode,
      delivery_city: quote.deliveryCity,
      delivery_country: quote.deliveryCountry,
      billing_street: quote.billingStreet,
      billing_street_complement: quote.billingStreetComplement,
      billing_zip_code: quote.billingZipCode,
      billing_city: quote.billingCity,
      billing_country: quote.billingCountry,
    })),
    lines: listed.lines.map((line) => ({
      id: line.id,
      quote_id: String(line.quoteId),
      article_id: line.articleId,
      articleTitle: line.articleTitle,
      packing: line.packing,
      unit_price: toWireMoney(line.unitPriceCents),
      quantity: line.quantity,
      sale_percentage: String(line.salePercentage),
    })),
  };
}
