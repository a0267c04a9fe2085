import { Outlet, useParams } from 'react-router';
import { CampaignsPage } from '#features/admin-campaigns/components/campaigns-page.tsx';
import { AdminQuotePage } from '#features/admin-quotes/components/admin-quote-page.tsx';
import { AdminQuotesPage } from '#features/admin-quotes/components/admin-quotes-page.tsx';
import { OfferEditorPage } from '#features/admin-quotes/components/offer-editor-page.tsx';
import { AdminBreadcrumb, AdminLayout } from '#features/admin-shell/components/admin-layout.tsx';
import { ImportPage } from '#features/oxygene-import/components/import-page.tsx';
import { UserManagementPage } from '#features/user-management/components/user-management-page.tsx';

/**
 * /admin and its pages (docs/product/admin.md#admin-shell): one chunk, loaded only when
 * someone opens the admin area.
 */
export function AdminRoute() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}

export function AdminPendingRoute() {
  return <AdminQuotesPage key="PENDING" status="PENDING" />;
}

export function AdminOngoingRoute() {
  return <AdminQuotesPage key="ON_GOING" status="ON_GOING" />;
}

export function AdminArchivedRoute() {
  return <AdminQuotesPage key="ARCHIVED" status="ARCHIVED" />;
}

/** A quote's page: its breadcrumb goes through the list the quote belongs to. */
export function AdminQuoteRoute() {
  const id = Number(useParams().id);
  return (
    <AdminQuotePage
      key={id}
      id={id}
      renderTrail={(listHref, current) => (
        <AdminBreadcrumb parentHref={listHref} current={current} />
      )}
    />
  );
}

/** A quote's offer editor: its breadcrumb goes through the quote's page. */
export function AdminOfferRoute() {
  const id = Number(useParams().id);
  return (
    <OfferEditorPage
      key={id}
      id={id}
      renderTrail={(quoteHref, current) => (
        <AdminBreadcrumb parentHref={quoteHref} current={current} />
      )}
    />
  );
}

export function AdminUsersRoute() {
  return <UserManagementPage />;
}

export function AdminCampaignsRoute() {
  return <CampaignsPage />;
}

export function AdminImportRoute() {
  return <ImportPage />;
}
