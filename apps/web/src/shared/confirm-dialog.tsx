import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { type ReactNode, useId } from 'react';
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
};

/**
 * The one question asked before an action that cannot be undone or ends something (logout,
 * deleting an account, a campaign, an attachment).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const status = props.busy ? 'pending' : 'idle';
  return (
    <Dialog
      open={props.open}
      onClose={props.busy ? undefined : props.onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
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
