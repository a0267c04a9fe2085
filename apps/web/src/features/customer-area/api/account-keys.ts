import { accountQueryKey } from '#shared/session/account-query-key.ts';

/**
 * The query keys of the customer's own data (docs/product/accounts.md#customer-area), under
 * the session's account root: removed at every login and logout, so nobody sees the
 * previous person's.
 */
export const accountKeys = {
  all: accountQueryKey,
  selfInfo: () => [...accountKeys.all, 'self-info'] as const,
  myQuotes: () => [...accountKeys.all, 'my-quotes'] as const,
};
