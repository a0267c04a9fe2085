import { Alert, Typography } from '@mui/material';
import { usePageTitle } from '#shared/use-page-title.ts';
import { adminShellMessages as messages } from '../admin-shell-messages';

/**
 * /admin/sales/campaigns until the campaigns page exists: the menu entry leads to a page
 * that says so rather than to a not-found (docs/product/admin.md#admin-shell).
 */
export function CampaignsPlaceholderPage() {
  usePageTitle(messages.campaignsTitle);
  return (
    <>
      <Typography variant="h1" sx={{ mb: { xs: 2, md: 3 } }}>
        {messages.campaignsTitle}
      </Typography>
      <Alert severity="info">{messages.campaignsComing}</Alert>
    </>
  );
}
