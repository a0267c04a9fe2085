import type { SelfUser } from '@labo/domain/auth-schemas';
import { Alert, Typography } from '@mui/material';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { useSelfInfo } from '../api/get-self-info';
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
  const user = useSelfInfo();
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
        <PersonalInfo user={user.data} />
      )}
    </>
  );
}

function PersonalInfo({ user }: { user: SelfUser }) {
  return (
    <>
      {user.verified ? undefined : <VerificationNotice />}
      <PersonalInfoForm key={user.id} user={user} />
      <DeleteAccountSection />
    </>
  );
}
