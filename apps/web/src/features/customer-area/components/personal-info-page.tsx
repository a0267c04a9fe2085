import type { SelfUser } from '@labo/domain/auth-schemas';
import { Alert, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { accountQueryKey } from '#shared/session/account-query-key.ts';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { refreshStoredUser } from '#shared/session/refresh-stored-user.ts';
import { usePageTitle } from '#shared/use-page-title.ts';
import { customerAreaMessages as messages } from '../customer-area-messages';
import { DeleteAccountSection } from './delete-account-section';
import { PersonalInfoForm } from './personal-info-form';
import { VerificationNotice } from './verification-notice';

/**
 * /my/account/infos (docs/product/accounts.md#personal-information): the user's
 * information as the server has it now, the form, and the account deletion.
 */
export function PersonalInfoPage() {
  usePageTitle(messages.infos);
  const jwt = useCurrentUser().data?.jwt ?? '';
  const queryClient = useQueryClient();
  const user = useQuery({
    queryKey: [...accountQueryKey, 'self-info'],
    queryFn: () => refreshStoredUser(jwt, queryClient),
    enabled: jwt !== '',
    staleTime: 0,
  });
  return (
    <>
      <Typography variant="h1" sx={{ mb: { xs: 2, md: 3 } }}>
        {messages.infos}
      </Typography>
      {user.isPending ? (
        <DelayedLoader />
      ) : user.isError ? (
        <Alert severity="error">{messages.loadFailed}</Alert>
      ) : (
        <PersonalInfo jwt={jwt} user={user.data} />
      )}
    </>
  );
}

function PersonalInfo({ jwt, user }: { jwt: string; user: SelfUser }) {
  return (
    <>
      {user.verified ? undefined : <VerificationNotice jwt={jwt} />}
      <PersonalInfoForm key={user.id} jwt={jwt} user={user} />
      <DeleteAccountSection jwt={jwt} />
    </>
  );
}
