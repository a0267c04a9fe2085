import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#config/paths.ts';
import { ConfirmDialog } from '#shared/confirm-dialog.tsx';
import { panelSx } from '#shared/panel-styles.ts';
import { useDeleteSelf } from '../api/delete-self';
import { customerAreaMessages as messages } from '../customer-area-messages';

/**
 * "Supprimer mon compte" (docs/product/accounts.md#account-deletion): after confirmation
 * the account is deleted, the customer logged out and taken home.
 */
export function DeleteAccountSection() {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const deletion = useDeleteSelf();
  const confirm = () =>
    deletion.mutate(undefined, {
      onSuccess: () => navigate(paths.root.getHref()),
      onError: () => setAsking(false),
    });
  return (
    <Box
      component="section"
      aria-labelledby="delete-account-title"
      sx={{ ...panelSx, p: { xs: 2, md: 3 }, mt: 3 }}
    >
      <Typography id="delete-account-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {messages.deleteTitle}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
        {messages.deleteButton}
      </Button>
      <ConfirmDialog
        open={asking}
        title={messages.deleteTitle}
        text={messages.deleteQuestion}
        confirmLabel={messages.deleteConfirm}
        cancelLabel={messages.cancel}
        destructive
        busy={deletion.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
