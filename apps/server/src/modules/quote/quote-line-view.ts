import { lineTotalHtCents } from '@labo/domain/pricing';

/**
 * A stored line as the mails and exports show it (docs/product/quote-request.md#line-snapshot):
 * the reference first, the snapshot, and the line total from the sale-price rule.
 */
export interface QuoteLineView {
  /** The article's reference: buyers and staff talk in references. */
  reference: string;
  title: string;
  packing: string;
  unitPriceCents: number;
  salePercentage: number;
  quantity: number;
  lineTotalHtCents: number;
}

export function quoteLineView(line: {
  reference: string;
  articleTitle: string;
  packing: string;
  unitPriceCents: number;
  salePercentage: number;
  quantity: number;
}): QuoteLineView {
  return {
    reference: line.reference,
    title: line.articleTitle,
    packing: line.packing,
    unitPriceCents: line.unitPriceCents,
    salePercentage: line.salePercentage,
    quantity: line.quantity,
    lineTotalHtCents: lineTotalHtCents(line.unitPriceCents, line.quantity, line.salePercentage),
  };
}
