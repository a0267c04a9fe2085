import type { SignedLinkQuery } from '@labo/domain/offer-schemas';

/**
 * The query keys of a quote as its buyer reads it (docs/product/offers.md#calls): by the
 * session of its owner, or by a visitor's signed link, which are two answers.
 */
export const buyerQuoteKeys = {
  all: ['buyer-quote'] as const,
  detail: (id: number, link: SignedLinkQuery | null) =>
    [...buyerQuoteKeys.all, id, link?.signature ?? 'session'] as const,
};
