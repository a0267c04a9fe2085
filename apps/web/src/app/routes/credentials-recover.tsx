import { useParams } from 'react-router';
import { RecoverPasswordPage } from '#features/auth/components/recover-password-page.tsx';

/** /credentials/recover/{recoverToken}/{userId} (docs/product/accounts.md#password-reset-page). */
export function CredentialsRecoverRoute() {
  const { recoverToken = '' } = useParams();
  // A new link is a new page: no state of the previous one survives.
  return <RecoverPasswordPage key={recoverToken} token={recoverToken} />;
}
