import { Alert, type AlertColor, Box, Snackbar } from '@mui/material';
import { SNACKBAR_HIDE_MS } from '#config/ui.ts';

export type SnackbarMessage = {
  text: string;
  severity: AlertColor;
  detail?: string | undefined;
  key: number;
};

type SnackbarHostProps = {
  message: SnackbarMessage;
  open: boolean;
  onClose: () => void;
};

/**
 * The snackbar (docs/product/catalogue.md#page-shell): bottom right; a notice hides after
 * SNACKBAR_HIDE_MS, an error stays until closed (its button, Escape) or replaced, so that
 * it can be read at one's pace (loaded by snackbar.tsx).
 */
export function SnackbarHost({ message, open, onClose }: SnackbarHostProps) {
  return (
    <Snackbar
      key={message.key}
      open={open}
      autoHideDuration={message.severity === 'error' ? null : SNACKBAR_HIDE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert severity={message.severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message.text}
        {message.detail ? (
          <Box component="span" sx={{ display: 'block' }}>
            {message.detail}
          </Box>
        ) : null}
      </Alert>
    </Snackbar>
  );
}
