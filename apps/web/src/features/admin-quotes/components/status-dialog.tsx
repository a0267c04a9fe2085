import { PIPE_STATUSES } from '@labo/domain/quote-list-schemas';
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
import { useId, useState } from 'react';
import { QuoteStatusLabel } from '#shared/quotes/quote-status-label.tsx';
import { adminQuotesMessages as messages } from '../admin-quotes-messages';

type StatusDialogProps = {
  quoteNumber: string;
  current: PipeStatus;
  busy: boolean;
  onSubmit: (status: PipeStatus) => void;
  onCancel: () => void;
};

/**
 * The status dialog (docs/product/admin.md#status-change): one of the three statuses, no
 * order imposed; the current one is chosen when it opens.
 */
export function StatusDialog({
  quoteNumber,
  current,
  busy,
  onSubmit,
  onCancel,
}: StatusDialogProps) {
  const titleId = useId();
  const [choice, setChoice] = useState<PipeStatus>(current);
  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(choice);
        }}
      >
        <DialogTitle id={titleId}>{messages.statusDialogTitle(quoteNumber)}</DialogTitle>
        <DialogContent>
          <FormControl>
            <FormLabel id={`${titleId}-choice`}>{messages.statusChoice}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-choice`}
              value={choice}
              onChange={(event) => setChoice(event.target.value as PipeStatus)}
            >
              {PIPE_STATUSES.map((status) => (
                <FormControlLabel
                  key={status}
                  value={status}
                  control={<Radio />}
                  label={<QuoteStatusLabel status={status} />}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={busy}>
            {messages.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {messages.validate}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
