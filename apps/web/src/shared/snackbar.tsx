import { SNACKBAR_HIDE_MS } from '@labo/domain/limits';
import { Alert, type AlertColor, Snackbar } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';

type SnackbarMessage = { text: string; severity: AlertColor; key: number };
type ShowSnackbar = (text: string, severity?: AlertColor) => void;

const SnackbarContext = createContext<ShowSnackbar | null>(null);

/**
 * The global snackbar host of SPEC §2: bottom right, hides after SNACKBAR_HIDE_MS.
 * A new message replaces the one shown (the SPEC shows one at a time).
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<SnackbarMessage | null>(null);
  const [open, setOpen] = useState(false);
  const nextKey = useRef(0);

  const show = useCallback<ShowSnackbar>((text, severity = 'success') => {
    nextKey.current += 1;
    setMessage({ text, severity, key: nextKey.current });
    setOpen(true);
  }, []);

  return (
    <SnackbarContext value={show}>
      {children}
      <Snackbar
        key={message?.key}
        open={open}
        autoHideDuration={SNACKBAR_HIDE_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        {message ? (
          <Alert
            severity={message.severity}
            variant="filled"
            onClose={() => setOpen(false)}
            sx={{ width: '100%' }}
          >
            {message.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </SnackbarContext>
  );
}

/** `const showSnackbar = useSnackbar(); showSnackbar('Modifications effectuées');` */
export function useSnackbar(): ShowSnackbar {
  const show = useContext(SnackbarContext);
  if (!show) throw new Error('useSnackbar must be used inside <SnackbarProvider>');
  return show;
}
