import type { PipeStatus } from '@labo/domain/quote-status';

/**
 * The query keys of the admin quote lists (docs/product/admin.md#quote-tracking), under one
 * root: a status change moves a quote from one list to another, so it reloads all three.
 */
export const adminQuoteKeys = {
  all: ['admin-quotes'] as const,
  list: (status: PipeStatus) => [...adminQuoteKeys.all, 'list', status] as const,
};
