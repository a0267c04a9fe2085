import { Box, Button, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#config/paths.ts';
import { ConfirmDialog } from '#shared/confirm-dialog.tsx';
import { panelSx } from '#shared/panel-styles.ts';
import { logOut } from '#shared/session/session-store.ts';
import { useSnackbar } from '#shared/snackbar.tsx';
import { deleteSelf } from '../api/account-data';
import { customerAreaMessages as messages } from '../customer-area-messages';

/**
 * "Supprimer mon compte" (docs/product/accounts.md#account-deletion): after confirmation
 * the account is deleted and the customer logged out.
 */
export function DeleteAccountSection({ jwt }: { jwt: string }) {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  const deletion = useMutation({
    mutationFn: () => deleteSelf(jwt),
    onSuccess: async () => {
      await logOut();
      showSnackbar(messages.deleted);
      navigate(paths.root.getHref());
    },
    onError: () => {
      setAsking(false);
      showSnackbar(messages.genericError, 'error');
    },
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
        busy={deletion.isPending}
        onConfirm={() => deletion.mutate()}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
