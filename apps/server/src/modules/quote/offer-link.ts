import { parisLocalToDate } from '@labo/domain/dates';
import { offerPagePath } from '@labo/domain/offer-page-path';
import { absoluteUrl } from '@labo/domain/site-url';
import type { SignedLinks } from '#modules/auth/auth-public';

// The link of the offer mail for a visitor's quote (docs/product/offers.md#visitors): this
// quote's offers, to read and answer without an account, until the end of the last offer's
// last valid day, Paris time.

/** What the link opens, signed with its expiry. */
export const offerLinkSubject = (id: number) => `quote-offer:${id}`;

export function offerLink(
  links: SignedLinks,
  publicUrl: string,
  id: number,
  validUntil: string,
): string {
  const expires = Math.floor(parisLocalToDate(validUntil, '23:59:59').getTime() / 1000);
  const signature = links.sign(offerLinkSubject(id), expires);
  return absoluteUrl(publicUrl, `${offerPagePath(id)}?expires=${expires}&signature=${signature}`);
}
