import { formatDateFr, parisDateParts, parisDateYmd } from './dates';
import { EXPIRY_REMINDER_DAYS, QUOTE_VALIDITY_DAYS } from './limits';

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

/**
 * Whether the reminder of a quote's coming expiry is due at `now`
 * (docs/product/quote-request.md#expiry-reminder): from EXPIRY_REMINDER_DAYS days before its
 * last valid day through that day, in Paris days. A quote already expired gets none.
 */
export function expiryReminderDue(createdAt: Date | string, now: Date): boolean {
  const lastDay = quoteValidUntil(createdAt);
  const firstDay = new Date(lastDay.getTime() - EXPIRY_REMINDER_DAYS * 86_400_000);
  const today = parisDateYmd(now);
  return today >= parisDateYmd(firstDay) && today <= parisDateYmd(lastDay);
}
