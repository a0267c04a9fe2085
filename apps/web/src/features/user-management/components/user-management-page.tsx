import { Box, Typography } from '@mui/material';
import { usePageTitle } from '#shared/use-page-title.ts';
import { userManagementMessages as messages } from '../user-management-messages';
import { StaffEmailsSection } from './staff-emails-section';
import { UsersSection } from './users-section';

/**
 * /admin/users/management (docs/product/admin.md#user-management): the users, searched and
 * deleted, then the staff e-mails.
 */
export function UserManagementPage() {
  usePageTitle(messages.title);
  return (
    <>
      <Typography variant="h1" sx={{ mb: { xs: 2, md: 3 } }}>
        {messages.title}
      </Typography>
      {/* minmax(0, 1fr): a section no wider than the page, whatever it holds. */}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <UsersSection />
        <StaffEmailsSection />
      </Box>
    </>
  );
}
