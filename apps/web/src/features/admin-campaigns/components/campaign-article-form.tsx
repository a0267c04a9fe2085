import { Alert, Box, TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import { StatusButton } from '#shared/status-button.tsx';
import { overlapOf, useAddCampaignArticle } from '../api/add-campaign-article';
import { campaignArticleFormSchema } from '../campaign-article-form-schema';
import { campaignMessages as messages } from '../campaign-messages';

/**
 * The add-by-reference form (docs/product/promotions.md#campaign-page): "Référence inconnue"
 * under the field, the campaign in the way in an alert below it
 * (docs/product/promotions.md#campaign-overlap).
 */
export function CampaignArticleForm({ campaignId }: { campaignId: number }) {
  const form = useZodForm(campaignArticleFormSchema, { defaultValues: { reference: '' } });
  const add = useAddCampaignArticle(campaignId);
  // The reference is upper-cased as typed, as the shop's references are written, so the
  // field is held here rather than by FormTextField.
  const { field, fieldState } = useController({ control: form.control, name: 'reference' });
  const submit = form.handleSubmit(async ({ reference }) => {
    try {
      await add.mutateAsync(reference);
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  });
  const overlap = overlapOf(add.error);
  return (
    <>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        <TextField
          label={messages.referenceLabel}
          name={field.name}
          value={field.value}
          onChange={(event) => {
            field.onChange(event.target.value.toUpperCase());
            add.reset();
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.invalid}
          helperText={fieldState.error?.message}
          size="small"
        />
        <StatusButton type="submit" variant="outlined" status={add.status}>
          {messages.addArticle}
        </StatusButton>
      </Box>
      {/* Present before the message, so that it is announced when it appears. */}
      <div role="alert">
        {overlap ? (
          <Alert severity="warning" role="presentation">
            {overlap}
          </Alert>
        ) : null}
      </div>
    </>
  );
}
