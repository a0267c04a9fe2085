import type { NegotiationState } from '@labo/domain/negotiation';
import type { PipeStatus } from '@labo/domain/quote-status';

/**
 * The query keys of the admin quote lists and quote pages (docs/product/admin.md#quote-tracking),
 * under one root: a status change moves a quote from one list to another and changes its
 * page, so it reloads them all.
 */
export const adminQuoteKeys = {
  all: ['admin-quotes'] as const,
  list: (status: PipeStatus, negotiation: NegotiationState | null) =>
    [...adminQuoteKeys.all, 'list', status, negotiation ?? 'all'] as const,
  detail: (id: number) => [...adminQuoteKeys.all, 'detail', id] as const,
};
