import { apiPath, apiRoutes } from '@labo/domain/api-routes';
import { QUOTE_PDF_LINK_HOURS } from '@labo/domain/limits';
import type { LinkCheck, SignedLinks } from '#modules/auth/auth-public';

// The link of the sending dialog (docs/product/quote-request.md#quote-pdf): this one quote's
// PDF, without a login, for 24 hours.

const subject = (id: number) => `quote-pdf:${id}`;

export function quotePdfLink(links: SignedLinks, id: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + QUOTE_PDF_LINK_HOURS * 3600;
  const signature = links.sign(subject(id), expires);
  return `${apiPath(apiRoutes.quotePdfLink, { id })}?expires=${expires}&signature=${signature}`;
}

export function checkQuotePdfLink(
  links: SignedLinks,
  id: number,
  link: { expires: number; signature: string },
  now: Date,
): LinkCheck {
  return links.check(subject(id), link.expires, link.signature, now);
}
