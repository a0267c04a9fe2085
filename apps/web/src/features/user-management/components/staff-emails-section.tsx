import { Alert, Typography } from '@mui/material';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { TitledPanel } from '#shared/titled-panel.tsx';
import { useStaffEmails } from '../api/staff-emails';
import { userManagementMessages as messages } from '../user-management-messages';
import { StaffEmailsForm } from './staff-emails-form';

/** The staff e-mails (docs/product/admin.md#staff-e-mails), editable once loaded. */
export function StaffEmailsSection() {
  const staff = useStaffEmails();
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
        <StaffEmailsForm stored={staff.data} />
      )}
    </TitledPanel>
  );
}
