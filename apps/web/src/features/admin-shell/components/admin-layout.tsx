import { isAdmin } from '@labo/domain/session-rules';
import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Navigate, NavLink, Link as RouterLink, useLocation } from 'react-router';
import { paths } from '#config/paths.ts';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { PageBreadcrumbs } from '#shared/page-breadcrumbs.tsx';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { SideMenu, SideMenuLayout, sideMenuLinkSx } from '#shared/side-menu.tsx';
import { adminSectionOf, adminSections } from '../admin-sections';
import { adminShellMessages as messages } from '../admin-shell-messages';

/**
 * /admin (docs/product/admin.md#admin-shell): for a logged-in administrator only, anyone
 * else goes to /; the side menu and the breadcrumb of the current section beside the page.
 * Hiding the area is not the protection: every admin call is checked by the server.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const session = useCurrentUser();
  if (session.isPending) return <DelayedLoader />;
  if (!isAdmin(session.data?.user)) return <Navigate to={paths.root.getHref()} replace />;
  return (
    <SideMenuLayout menu={<AdminMenu />}>
      <SectionBreadcrumb />
      {children}
    </SideMenuLayout>
  );
}

function AdminMenu() {
  return (
    <SideMenu label={messages.menuLabel} title={messages.areaTitle}>
      {adminSections.map((section) => (
        <li key={section.href}>
          <Box component={NavLink} to={section.href} sx={sideMenuLinkSx}>
            {section.label}
          </Box>
        </li>
      ))}
    </SideMenu>
  );
}

/**
 * Accueil › Administration › the current section. A page of no section (a quote's page)
 * shows its own trail, through the list it belongs to, once it knows its name.
 */
function SectionBreadcrumb() {
  const section = adminSectionOf(useLocation().pathname);
  return section ? <AdminBreadcrumb current={section.label} /> : null;
}

type AdminBreadcrumbProps = {
  /** The section the page belongs to, as a link. */
  parentHref?: string;
  current: string | undefined;
};

/** Accueil › Administration › [section ›] the current page, marked as the page. */
export function AdminBreadcrumb({ parentHref, current }: AdminBreadcrumbProps) {
  const parent = parentHref ? adminSectionOf(parentHref) : undefined;
  return (
    <PageBreadcrumbs label={messages.breadcrumbLabel}>
      <Link component={RouterLink} to={paths.home.getHref()} color="inherit">
        {messages.home}
      </Link>
      <Link component={RouterLink} to={paths.admin.getHref()} color="inherit">
        {messages.areaTitle}
      </Link>
      {parent ? (
        <Link component={RouterLink} to={parent.href} color="inherit">
          {parent.label}
        </Link>
      ) : undefined}
      {current ? (
        <Typography component="span" aria-current="page" color="text.primary">
          {current}
        </Typography>
      ) : undefined}
    </PageBreadcrumbs>
  );
}
