/**
 * The query keys of the public account pages (docs/product/accounts.md#verification-page),
 * apart from the logged-in person's data: a login does not forget them.
 */
export const authKeys = {
  all: ['account-links'] as const,
  verification: (token: string) => [...authKeys.all, 'verification', token] as const,
};
