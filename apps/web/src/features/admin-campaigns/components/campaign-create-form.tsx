import { Box } from '@mui/material';
import { FormTextField } from '#shared/forms/form-text-field.tsx';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import { StatusButton } from '#shared/status-button.tsx';
import { TitledPanel } from '#shared/titled-panel.tsx';
import { useCreateCampaign } from '../api/create-campaign';
import {
  type CampaignCreateFormValues,
  campaignCreateField,
  campaignCreateFormSchema,
  EMPTY_CAMPAIGN,
} from '../campaign-create-form-schema';
import { campaignMessages as messages } from '../campaign-messages';

const FIELDS: readonly {
  name: keyof CampaignCreateFormValues;
  label: string;
  type: 'text' | 'number' | 'date';
}[] = [
  { name: 'title', label: messages.titleLabel, type: 'text' },
  { name: 'percentage', label: messages.percentageLabel, type: 'number' },
  { name: 'firstDay', label: messages.startLabel, type: 'date' },
  { name: 'lastDay', label: messages.endLabel, type: 'date' },
];

/**
 * The create form (docs/product/promotions.md#campaign-page): title, percentage, first and
 * last day. The product checks nothing here; the server's refusals show on their fields,
 * and the first refused field takes the focus.
 */
export function CampaignCreateForm() {
  const form = useZodForm(campaignCreateFormSchema, { defaultValues: EMPTY_CAMPAIGN });
  const create = useCreateCampaign();
  const submit = form.handleSubmit(async (payload) => {
    try {
      await create.mutateAsync(payload);
      form.reset(EMPTY_CAMPAIGN);
    } catch (error) {
      showServerFieldErrors(form, error, campaignCreateField);
    }
  });
  return (
    <TitledPanel title={messages.createTitle}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr 1fr auto' },
          alignItems: 'start',
        }}
      >
        {FIELDS.map((field) => (
          <FormTextField
            key={field.name}
            control={form.control}
            name={field.name}
            label={field.label}
            type={field.type}
            slotProps={{
              inputLabel: field.type === 'date' ? { shrink: true } : undefined,
              htmlInput: field.type === 'number' ? { min: 1, max: 98, step: 1 } : undefined,
            }}
            size="small"
          />
        ))}
        <StatusButton type="submit" variant="contained" status={create.status}>
          {messages.create}
        </StatusButton>
      </Box>
    </TitledPanel>
  );
}
