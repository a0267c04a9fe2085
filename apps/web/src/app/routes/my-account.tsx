import { Outlet } from 'react-router';
import { AccountLayout } from '#features/customer-area/components/account-layout.tsx';
import { MyQuotesPage } from '#features/customer-area/components/my-quotes-page.tsx';
import { PersonalInfoPage } from '#features/customer-area/components/personal-info-page.tsx';

/** /my/account and its pages (docs/product/accounts.md#customer-area). */
export function MyAccountRoute() {
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  );
}

export function MyInfosRoute() {
  return <PersonalInfoPage />;
}

export function MyQuotesRoute() {
  return <MyQuotesPage />;
}
