import { paths } from '#config/paths.ts';
import { adminShellMessages as messages } from './admin-shell-messages';

/** The side menu's entries in their order (docs/product/admin.md#admin-shell). */
export const adminSections = [
  { href: paths.adminPending.getHref(), label: messages.menu.pending },
  { href: paths.adminOngoing.getHref(), label: messages.menu.ongoing },
  { href: paths.adminArchived.getHref(), label: messages.menu.archived },
  { href: paths.adminUsers.getHref(), label: messages.menu.users },
  { href: paths.adminCampaigns.getHref(), label: messages.menu.campaigns },
  { href: paths.adminImport.getHref(), label: messages.menu.import },
] as const;

/** The section of an address under /admin, for the breadcrumb. */
export function adminSectionOf(pathname: string) {
  return adminSections.find(
    (section) => pathname === section.href || pathname.startsWith(`${section.href}/`),
  );
}
