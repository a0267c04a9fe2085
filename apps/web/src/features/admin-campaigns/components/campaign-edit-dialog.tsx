import { campaignUpdateSchema } from '@labo/domain/campaign-admin-schemas';
import type { Campaign } from '@labo/domain/catalog-schemas';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { campaignMessages as messages } from '../campaign-messages';

type CampaignEditDialogProps = {
  campaign: Campaign;
  busy: boolean;
  onSave: (changes: { title: string; percentage: number }) => void;
  onCancel: () => void;
};

/**
 * Edits a campaign's title and percentage (docs/product/promotions.md#campaign-validation):
 * VALIDER waits for a title and a percentage strictly between 0 and 99, the rule the server
 * applies. Mounted while open; closing returns the focus to the button that opened it.
 */
export function CampaignEditDialog({ campaign, busy, onSave, onCancel }: CampaignEditDialogProps) {
  const titleId = useId();
  const helpId = useId();
  const [title, setTitle] = useState(campaign.title);
  const [percentage, setPercentage] = useState(String(campaign.percentage));
  const valid = campaignUpdateSchema.safeParse({
    title,
    percentage: percentage === '' ? Number.NaN : Number(percentage),
  });
  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={helpId}
      maxWidth="xs"
      fullWidth
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (valid.success) onSave(valid.data);
        }}
      >
        <DialogTitle id={titleId}>{messages.editTitle}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText id={helpId}>{messages.editHelp}</DialogContentText>
          <TextField
            label={messages.titleLabel}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            autoFocus
            size="small"
          />
          <TextField
            label={messages.percentageLabel}
            type="number"
            value={percentage}
            onChange={(event) => setPercentage(event.target.value)}
            slotProps={{ htmlInput: { min: 1, max: 98, step: 1 } }}
            size="small"
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={busy}>
            {messages.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !valid.success}>
            {messages.validate}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
