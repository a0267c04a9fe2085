import { isLocalUnproxiedCall } from '#http/local-call';

/**
 * The calls that mail a link (sign-up, a new verification link, a reset request): a person
 * makes one or two, a script filling mailboxes is stopped at 10 in 10 minutes per client
 * address (docs/product/api-conventions.md#rate-limits).
 */
export const MAIL_LINK_RATE_LIMIT = {
  max: 10,
  timeWindow: '10 minutes',
  allowList: isLocalUnproxiedCall,
} as const;
