import type { Campaign } from '@labo/domain/catalog-schemas';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { FormTextField } from '#shared/forms/form-text-field.tsx';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import { StatusButton } from '#shared/status-button.tsx';
import { useUpdateCampaign } from '../api/update-campaign';
import { campaignEditFormSchema } from '../campaign-edit-form-schema';
import { campaignMessages as messages } from '../campaign-messages';
import { CampaignPercentageField } from './campaign-percentage-field';

type CampaignEditDialogProps = {
  campaign: Campaign;
  /** Once saved, or cancelled: unmounts the dialog. */
  onClose: () => void;
};

/**
 * Edits a campaign's title and percentage (docs/product/promotions.md#campaign-validation):
 * VALIDER waits for a title and a percentage strictly between 0 and 99, the rule the server
 * applies. Mounted while open; closing returns the focus to the button that opened it.
 */
export function CampaignEditDialog({ campaign, onClose }: CampaignEditDialogProps) {
  const titleId = useId();
  const helpId = useId();
  const { form, update, submit } = useCampaignEditForm(campaign, onClose);
  const busy = update.isPending;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={helpId}
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{messages.editTitle}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText id={helpId}>{messages.editHelp}</DialogContentText>
          <FormTextField
            control={form.control}
            name="title"
            label={messages.titleLabel}
            autoFocus
            size="small"
          />
          <CampaignPercentageField control={form.control} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={busy ? undefined : onClose} aria-disabled={busy || undefined}>
            {messages.cancel}
          </Button>
          <StatusButton
            type="submit"
            variant="contained"
            status={update.status}
            disabled={!form.formState.isValid}
          >
            {messages.validate}
          </StatusButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The dialog's form, checked as typed (VALIDER follows the fields), and its send. */
function useCampaignEditForm(campaign: Campaign, onSaved: () => void) {
  const form = useZodForm(campaignEditFormSchema, {
    mode: 'onChange',
    defaultValues: { title: campaign.title, percentage: String(campaign.percentage) },
  });
  const update = useUpdateCampaign();
  const submit = form.handleSubmit(async (changes) => {
    try {
      await update.mutateAsync({ campaignId: campaign.id, changes });
      onSaved();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  });
  return { form, update, submit };
}
