import { LoginPage } from '#features/auth/components/login-page.tsx';

/** /login (docs/product/accounts.md#login-page). */
export function LoginRoute() {
  return <LoginPage />;
}
