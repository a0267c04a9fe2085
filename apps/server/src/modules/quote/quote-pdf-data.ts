import { lineTotalHtCents } from '@labo/domain/pricing';
import { quoteNumber } from '@labo/domain/quote-number';
import type { OfferRow } from './offer-queries';
import { totalsOf } from './offer-wire';
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
  /** Set when the document is an offer version, or the order it became, not the request. */
  offer?: OfferPdfPart;
};

/** What an offer adds to the document (docs/product/offers.md#offer-pdf). */
interface OfferPdfPart {
  version: number;
  sentAt: Date;
  /** YYYY-MM-DD, Paris. */
  validUntil: string;
  /** The buyer's purchase order once the offer is accepted: the document is then the order. */
  purchaseOrder: string | null;
  linesHtCents: number;
  shippingHtCents: number;
  vat: { vatBasisPoints: number; baseHtCents: number; vatCents: number }[];
  leadTime: string;
  message: string;
}

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

/**
 * The data of an offer version's PDF, or of the order it became once `purchaseOrder` is
 * given: the quote's buyer and addresses, the offer's lines (a line's own lead time under
 * its designation) and its totals (docs/product/offers.md#offer-pdf).
 */
export function offerPdfData(
  read: AdminQuotes,
  offer: OfferRow,
  purchaseOrder: string | null,
): QuotePdfData | undefined {
  const base = quotePdfData(read);
  if (!base) return undefined;
  const totals = totalsOf(offer);
  return {
    ...base,
    lines: offer.lines.map((line) => {
      const salePercentage = line.discountBasisPoints / 100;
      return {
        reference: line.reference,
        title: line.leadTime ? `${line.designation}\nDélai : ${line.leadTime}` : line.designation,
        packing: '',
        unitPriceCents: line.unitPriceHtCents,
        salePercentage,
        quantity: line.quantity,
        lineTotalHtCents: lineTotalHtCents(line.unitPriceHtCents, line.quantity, salePercentage),
        vatBasisPoints: line.vatBasisPoints,
      };
    }),
    totalHtCents: totals.totalHtCents,
    totalTtcCents: totals.totalTtcCents,
    offer: {
      version: offer.version,
      sentAt: offer.sentAt,
      validUntil: offer.validUntil,
      purchaseOrder,
      linesHtCents: totals.linesHtCents,
      shippingHtCents: totals.shippingHtCents,
      vat: totals.vat,
      leadTime: offer.leadTime,
      message: offer.message,
    },
  };
}
