import { Alert, Button } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import { FormCard, LoadingFormCard } from '#shared/forms/form-card.tsx';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { usePageTitle } from '#shared/use-page-title.ts';
import { useAccountVerification, useRefreshVerifiedUser } from '../api/verify-account';
import { authMessages as messages } from '../auth-messages';

/**
 * /account/verify/{token}, the link of the verification mail
 * (docs/product/accounts.md#verification-page).
 */
export function VerifyAccountPage({ token }: { token: string }) {
  usePageTitle(messages.verifyTitle);
  const session = useCurrentUser();
  const verification = useAccountVerification(token);
  const loggedIn = Boolean(session.data);
  const { mutate: refreshUser } = useRefreshVerifiedUser();
  // A logged-in customer's stored user says "verified" from now on.
  useEffect(() => {
    if (verification.isSuccess && loggedIn) refreshUser();
  }, [verification.isSuccess, loggedIn, refreshUser]);

  if (verification.isPending) {
    return <LoadingFormCard title={messages.verifyTitle} label={messages.verifying} />;
  }
  return (
    <FormCard title={messages.verifyTitle}>
      {verification.isSuccess ? (
        <Alert severity="success">{messages.verified(verification.data.email)}</Alert>
      ) : (
        <Alert severity="error">{messages.verifyFailed}</Alert>
      )}
      <Button
        component={RouterLink}
        to={loggedIn ? paths.myQuotes.getHref() : paths.login.getHref()}
        variant="contained"
        sx={{ justifySelf: 'start' }}
      >
        {loggedIn ? messages.seeMyQuotes : messages.loginToSeeQuotes}
      </Button>
    </FormCard>
  );
}
