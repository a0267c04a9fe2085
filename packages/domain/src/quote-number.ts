import { parisDateParts } from './dates';

/**
 * Quote number "YYYYMM-{id}" (docs/product/quote-request.md#quote-number). Year and month
 * are read in Paris: a quote sent at 00:30 on 1 December in Paris is numbered 202612-…
 * although UTC still says November.
 */
export function quoteNumber(createdAt: Date, id: number): string {
  const { year, month } = parisDateParts(createdAt);
  return `${year}${String(month).padStart(2, '0')}-${id}`;
}
