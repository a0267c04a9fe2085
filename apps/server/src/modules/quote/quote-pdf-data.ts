import { quoteNumber } from '@labo/domain/quote-number';
import type { QuoteLineView } from './quote-line-view';
import { quoteLineView } from './quote-line-view';
import type { AdminQuotes } from './quote-list-queries';
import type { QuoteMailData } from './quote-mails';

/** A line of the PDF: the line as the mails show it, and its VAT rate for the taxes by rate. */
export type QuotePdfLine = QuoteLineView & { vatBasisPoints: number };

/**
 * What the quote PDF prints (docs/product/quote-request.md#quote-pdf): what the mails show
 * of a quote, its lines with their VAT rate.
 */
export type QuotePdfData = Omit<QuoteMailData, 'id' | 'comment' | 'totalQuantity' | 'lines'> & {
  lines: QuotePdfLine[];
};

/** The PDF's data from the one quote `selectAdminQuotes` read; undefined when there was none. */
export function quotePdfData({ quotes, lines }: AdminQuotes): QuotePdfData | undefined {
  const [quote] = quotes;
  if (!quote) return undefined;
  return {
    number: quoteNumber(quote.createdAt, quote.id),
    createdAt: quote.createdAt,
    firstName: quote.firstName,
    lastName: quote.lastName,
    email: quote.email,
    phone: quote.phone,
    company: quote.company,
    orderReference: quote.orderReference,
    delivery: {
      street: quote.deliveryStreet,
      complement: quote.deliveryStreetComplement,
      zipCode: quote.deliveryZipCode,
      city: quote.deliveryCity,
      country: quote.deliveryCountry,
    },
    billing: {
      street: quote.billingStreet,
      complement: quote.billingStreetComplement,
      zipCode: quote.billingZipCode,
      city: quote.billingCity,
      country: quote.billingCountry,
    },
    lines: lines.map((line) => ({ ...quoteLineView(line), vatBasisPoints: line.vatBasisPoints })),
    totalHtCents: quote.totalHtCents,
    totalTtcCents: quote.totalTtcCents,
  };
}
