/**
 * The first element of the query keys of a logged-in person's data (their quotes, their
 * information): removed at every login and logout, so nobody sees the previous person's.
 */
export const accountQueryKey = ['account'] as const;
