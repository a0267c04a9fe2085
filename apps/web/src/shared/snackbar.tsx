import type { AlertColor } from '@mui/material';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { SnackbarMessage } from './snackbar-host';

/** `detail`, when given, is a second line under the text (the server's reason, say). */
type ShowSnackbar = (text: string, severity?: AlertColor, detail?: string) => void;

type SnackbarControls = { show: ShowSnackbar; dismissError: () => void };

const SnackbarContext = createContext<SnackbarControls | null>(null);

// MUI's Snackbar, its transition and the click-away listener load with the first message,
// not with the first page, which shows none (docs/performance.md#targets).
const SnackbarHost = lazy(async () => ({
  default: (await import('./snackbar-host')).SnackbarHost,
}));

/**
 * The global snackbar host (docs/product/catalogue.md#page-shell): bottom right, a notice
 * hides after SNACKBAR_HIDE_MS, an error stays until dismissed or until the next action
 * (`dismissError`). A new message replaces the one shown: one at a time.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<SnackbarMessage | null>(null);
  const [open, setOpen] = useState(false);
  const nextKey = useRef(0);

  const show = useCallback<ShowSnackbar>((text, severity = 'success', detail) => {
    nextKey.current += 1;
    setMessage({ text, severity, detail, key: nextKey.current });
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const shown = useRef<SnackbarMessage | null>(null);
  shown.current = open ? message : null;
  const dismissError = useCallback(() => {
    if (shown.current?.severity === 'error') setOpen(false);
  }, []);
  const controls = useMemo(() => ({ show, dismissError }), [show, dismissError]);

  return (
    <SnackbarContext value={controls}>
      {children}
      {message ? (
        <Suspense fallback={null}>
          <SnackbarHost message={message} open={open} onClose={close} />
        </Suspense>
      ) : undefined}
    </SnackbarContext>
  );
}

/** `const showSnackbar = useSnackbar(); showSnackbar('Modifications effectuées');` */
export function useSnackbar(): ShowSnackbar {
  return useSnackbarControls().show;
}

/** Closes the error shown, if one is: the person has started something else. */
export function useDismissSnackbarError(): () => void {
  return useSnackbarControls().dismissError;
}

function useSnackbarControls(): SnackbarControls {
  const controls = useContext(SnackbarContext);
  if (!controls) throw new Error('useSnackbar must be used inside <SnackbarProvider>');
  return controls;
}
