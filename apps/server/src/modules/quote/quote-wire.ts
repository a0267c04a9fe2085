import { toIsoWithParisOffset } from '@labo/domain/dates';
import { toWireMoney } from '@labo/domain/money';
import { negotiationState } from '@labo/domain/negotiation';
import type {
  AdminQuotesAnswer,
  Quote,
  QuoteLine,
  QuotesAnswer,
} from '@labo/domain/quote-list-schemas';
import { quoteNumber } from '@labo/domain/quote-number';
import type { AdminQuotes, ListedQuotes } from './quote-list-queries';

/**
 * Rows of a quote list as the quotes answer shapes them
 * (docs/product/accounts.md#quote-shape, #quote-line-shape): money as 2-decimal strings,
 * dates in Paris time with their offset, `quote_id` and `sale_percentage` as strings.
 */
export function toQuotesAnswer(listed: ListedQuotes, now: Date): QuotesAnswer {
  return {
    quotes: listed.quotes.map((quote) => toWireQuote(quote, now)),
    lines: listed.lines.map(toWireLine),
  };
}

type QuoteRow = ListedQuotes['quotes'][number];
type LineRow = ListedQuotes['lines'][number];

function toWireQuote(quote: QuoteRow, now: Date): Quote {
  return {
    id: quote.id,
    sort_number: quoteNumber(quote.createdAt, quote.id),
    creation_date_time: toIsoWithParisOffset(quote.createdAt),
    pipe_status: quote.pipeStatus,
    order_reference: quote.orderReference,
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
    negotiation_state: negotiationState(
      { state: quote.negotiationState, offerValidUntil: quote.offerValidUntil },
      now,
    ),
    offer_version: quote.offerVersion,
  };
}

function toWireLine(line: LineRow): QuoteLine {
  return {
    id: line.id,
    quote_id: String(line.quoteId),
    article_id: line.articleId,
    reference: line.reference,
    articleTitle: line.articleTitle,
    packing: line.packing,
    unit_price: toWireMoney(line.unitPriceCents),
    quantity: line.quantity,
    sale_percentage: String(line.salePercentage),
  };
}

/** Who made a status change: the administrator's name, else their e-mail. */
export function changedBy(row: {
  byFirstName: string | null;
  byLastName: string | null;
  byEmail: string | null;
}) {
  const name = `${row.byFirstName ?? ''} ${row.byLastName ?? ''}`.trim();
  return name || row.byEmail;
}

/** The admin lists' answer (docs/product/admin.md#quote-tracking). */
export function toAdminQuotesAnswer(listed: AdminQuotes, now: Date): AdminQuotesAnswer {
  return {
    quotes: listed.quotes.map((quote) => ({
      ...toWireQuote(quote, now),
      company: quote.company,
      firstName: quote.firstName,
      lastName: quote.lastName,
      email: quote.email,
      phone: quote.phone,
      comment: quote.comment,
      user_id: quote.userId,
      status_history: listed.history
        .filter((change) => change.quoteId === quote.id)
        .map((change) => ({
          from: change.from,
          to: change.to,
          at: toIsoWithParisOffset(change.at),
          by: changedBy(change),
        })),
    })),
    lines: listed.lines.map(toWireLine),
  };
}
