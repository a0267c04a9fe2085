import type { SignedLinkQuery } from '@labo/domain/offer-schemas';

/**
 * The signed link a visitor opened the offer page with (docs/product/offers.md#calls), read
 * from the page's query; null for the quote's owner, who answers with their session.
 */
export function signedLinkOf(search: URLSearchParams): SignedLinkQuery | null {
  const expires = Number(search.get('expires'));
  const signature = search.get('signature');
  if (!signature || !Number.isInteger(expires) || expires <= 0) return null;
  return { expires, signature };
}

/** The query the /exposed twins take: the link's own. */
export function linkQuery(link: SignedLinkQuery): string {
  return `?expires=${link.expires}&signature=${encodeURIComponent(link.signature)}`;
}
