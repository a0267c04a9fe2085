// What other modules may use of this one (docs/architecture.md#server-modules).
export { type QuoteMailData, quoteCustomerMail, quoteStaffMail } from './quote-mails';
export { quotePlugin } from './quote-plugin';
export { QUOTE_RATE_LIMIT } from './quote-routes';
