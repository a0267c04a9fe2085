import { formatDateFr, parisDateParts } from './dates';
import { QUOTE_VALIDITY_DAYS } from './limits';

/**
 * The last day a quote holds (docs/product/quote-request.md#validity): its creation day on
 * a Paris clock plus the validity's calendar days, as an instant at noon UTC of that day so
 * that the Paris date read back is the same whatever the daylight-saving change in between.
 */
export function quoteValidUntil(createdAt: Date | string): Date {
  const { year, month, day } = parisDateParts(createdAt);
  return new Date(Date.UTC(year, month - 1, day + QUOTE_VALIDITY_DAYS, 12));
}

/** "Valable jusqu'au DD/MM/YYYY", as lists, dialogs and the PDF say it. */
export function validUntilLabel(createdAt: Date | string): string {
  return `Valable jusqu'au ${formatDateFr(quoteValidUntil(createdAt))}`;
}
