import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { type ReactNode, useId, useRef } from 'react';
import { focusLost } from './focus-lost';
import { StatusButton } from './status-button';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** A sentence; an e-mail address in it may be given its break points (WrappableText). */
  text: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /**
   * The action cannot be undone (a deletion): the confirm button takes the destructive
   * colour (docs/product/look-and-feel.md#confirmations).
   */
  destructive?: boolean;
  /** While the confirmed action runs, the dialog stays and its buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * Where the focus goes once the dialog has closed, when the control that opened it went
   * with the action (a deleted row's button): never left on the page's <body>
   * (docs/product/look-and-feel.md#focus-never-lost).
   */
  focusAfterClose?: () => HTMLElement | null | undefined;
};

/**
 * The one question asked before an action that cannot be undone or ends something (logout,
 * deleting an account, a campaign, an attachment).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const status = props.busy ? 'pending' : 'idle';
  const dialog = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      ref={dialog}
      open={props.open}
      onClose={props.busy ? undefined : props.onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      // Once closed, MUI has given the focus back to the opener if it is still there; if
      // not, the focus is still on the leaving dialog's button, or already on <body>.
      slotProps={{
        transition: {
          onExited: () => {
            const inDialog = dialog.current?.contains(document.activeElement) === true;
            if (inDialog || focusLost()) props.focusAfterClose?.()?.focus();
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        {/* A word longer than the dialog is wide wraps rather than widening it. */}
        <DialogContentText id={textId} sx={{ overflowWrap: 'break-word' }}>
          {props.text}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          onClick={props.busy ? undefined : props.onCancel}
          aria-disabled={props.busy || undefined}
          autoFocus
        >
          {props.cancelLabel}
        </Button>
        <StatusButton
          status={status}
          onClick={props.onConfirm}
          variant="contained"
          color={props.destructive ? 'error' : 'primary'}
        >
          {props.confirmLabel}
        </StatusButton>
      </DialogActions>
    </Dialog>
  );
}
