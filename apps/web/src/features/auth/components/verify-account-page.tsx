import { Alert, Button } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import { FormCard, LoadingFormCard } from '#shared/forms/form-card.tsx';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { refreshStoredUser } from '#shared/session/refresh-stored-user.ts';
import { usePageTitle } from '#shared/use-page-title.ts';
import { postAccountVerify } from '../api/account-calls';
import { authMessages as messages } from '../auth-messages';

/**
 * /account/verify/{token}, the link of the verification mail
 * (docs/product/accounts.md#verification-page). A query rather than a mutation: the
 * token serves once, and a query runs once however often the page renders.
 */
export function VerifyAccountPage({ token }: { token: string }) {
  usePageTitle(messages.verifyTitle);
  const session = useCurrentUser();
  const queryClient = useQueryClient();
  const verification = useQuery({
    queryKey: ['account-verification', token],
    queryFn: () => postAccountVerify(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const jwt = session.data?.jwt;
  // A logged-in customer's stored user says "verified" from now on.
  useEffect(() => {
    if (verification.isSuccess && jwt) void refreshStoredUser(jwt, queryClient);
  }, [verification.isSuccess, jwt, queryClient]);

  if (verification.isPending) {
    return <LoadingFormCard title={messages.verifyTitle} label={messages.verifying} />;
  }
  const loggedIn = Boolean(session.data);
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
