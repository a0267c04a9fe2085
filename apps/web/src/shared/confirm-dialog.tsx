import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** While the confirmed action runs, both buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A question before an action that cannot be undone (logout, account deletion). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
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
        <DialogContentText id={textId}>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onCancel} disabled={props.busy} autoFocus>
          {props.cancelLabel}
        </Button>
        <Button onClick={props.onConfirm} disabled={props.busy} variant="contained" color="primary">
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
