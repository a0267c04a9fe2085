import { useParams } from 'react-router';
import { VerifyAccountPage } from '#features/auth/components/verify-account-page.tsx';

/** /account/verify/{token} (docs/product/accounts.md#verification-page). */
export function AccountVerifyRoute() {
  const { token = '' } = useParams();
  return <VerifyAccountPage token={token} />;
}
