import { Alert, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { TitledPanel } from '#shared/titled-panel.tsx';
import { staffEmailsQueryOptions } from '../api/user-calls';
import { userManagementMessages as messages } from '../user-management-messages';
import { StaffEmailsForm } from './staff-emails-form';

/** The staff e-mails (docs/product/admin.md#staff-e-mails), editable once loaded. */
export function StaffEmailsSection() {
  const jwt = useCurrentUser().data?.jwt ?? '';
  const staff = useQuery({ ...staffEmailsQueryOptions(jwt), enabled: jwt !== '' });
  return (
    <TitledPanel title={messages.staffTitle}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {messages.staffHelp}
      </Typography>
      {staff.isPending ? (
        <DelayedLoader />
      ) : staff.isError ? (
        <Alert severity="error">{messages.loadFailed}</Alert>
      ) : (
        <StaffEmailsForm jwt={jwt} stored={staff.data} />
      )}
    </TitledPanel>
  );
}
