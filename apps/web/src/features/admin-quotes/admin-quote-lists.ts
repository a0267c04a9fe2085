import type { PipeStatus } from '@labo/domain/quote-status';
import { paths } from '#config/paths.ts';

/** The admin list of each status (docs/product/admin.md#admin-shell). */
export const adminQuoteListHref: Record<PipeStatus, string> = {
  PENDING: paths.adminPending.getHref(),
  ON_GOING: paths.adminOngoing.getHref(),
  ARCHIVED: paths.adminArchived.getHref(),
};

/** The status whose list is at `href`, if it is one of the three. */
export function listStatusOf(href: unknown): PipeStatus | undefined {
  return (Object.keys(adminQuoteListHref) as PipeStatus[]).find(
    (status) => adminQuoteListHref[status] === href,
  );
}
