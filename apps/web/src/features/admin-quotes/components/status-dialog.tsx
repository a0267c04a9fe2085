import { PIPE_STATUSES, statusChangeRequestSchema } from '@labo/domain/quote-list-schemas';
import type { PipeStatus } from '@labo/domain/quote-status';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import { QuoteStatusLabel } from '#shared/quotes/quote-status-label.tsx';
import { type ActionStatus, StatusButton } from '#shared/status-button.tsx';
import { adminQuotesMessages as messages } from '../admin-quotes-messages';

type StatusDialogProps = {
  quoteNumber: string;
  current: PipeStatus;
  /** The change's state: while it runs, the dialog stays and its buttons wait. */
  status: ActionStatus;
  onSubmit: (status: PipeStatus) => void;
  onCancel: () => void;
};

/**
 * The status dialog (docs/product/admin.md#status-change): one of the three statuses, no
 * order imposed; the current one is chosen when it opens. The form holds the request the
 * server checks (`new_status`).
 */
export function StatusDialog({
  quoteNumber,
  current,
  status,
  onSubmit,
  onCancel,
}: StatusDialogProps) {
  const titleId = useId();
  const busy = status === 'pending';
  const form = useZodForm(statusChangeRequestSchema, { defaultValues: { new_status: current } });
  const choice = useController({ control: form.control, name: 'new_status' });
  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={form.handleSubmit(({ new_status }) => onSubmit(new_status))}>
        <DialogTitle id={titleId}>{messages.statusDialogTitle(quoteNumber)}</DialogTitle>
        <DialogContent>
          <FormControl>
            <FormLabel id={`${titleId}-choice`}>{messages.statusChoice}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-choice`}
              name={choice.field.name}
              value={choice.field.value}
              onChange={choice.field.onChange}
              onBlur={choice.field.onBlur}
              ref={choice.field.ref}
            >
              {PIPE_STATUSES.map((pipeStatus) => (
                <FormControlLabel
                  key={pipeStatus}
                  value={pipeStatus}
                  control={<Radio />}
                  label={<QuoteStatusLabel status={pipeStatus} />}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={busy ? undefined : onCancel} aria-disabled={busy || undefined}>
            {messages.cancel}
          </Button>
          <StatusButton type="submit" variant="contained" status={status}>
            {messages.validate}
          </StatusButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
