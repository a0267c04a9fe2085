import { Box } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/fr';
import { FormTextField } from '#shared/forms/form-text-field.tsx';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import { StatusButton } from '#shared/status-button.tsx';
import { TitledPanel } from '#shared/titled-panel.tsx';
import { useCreateCampaign } from '../api/create-campaign';
import {
  campaignCreateField,
  campaignCreateFormSchema,
  EMPTY_CAMPAIGN,
} from '../campaign-create-form-schema';
import { campaignMessages as messages } from '../campaign-messages';
import { CampaignDayField } from './campaign-day-field';
import { CampaignPercentageField } from './campaign-percentage-field';

/** The pickers' own texts (buttons, calendar), in French. */
const PICKER_TEXTS = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * The create form (docs/product/promotions.md#campaign-page): title, percentage, first and
 * last day, the days in the French date picker. The product checks nothing here; the
 * server's refusals show on their fields, as sentences, and the first refused field takes
 * the focus.
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
          // As many columns as fit whole labels: none is cut ("Pourcentage de remise").
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
          alignItems: 'start',
        }}
      >
        <FormTextField
          control={form.control}
          name="title"
          label={messages.titleLabel}
          size="small"
        />
        <CampaignPercentageField control={form.control} />
        <LocalizationProvider
          dateAdapter={AdapterDayjs}
          adapterLocale="fr"
          localeText={PICKER_TEXTS}
        >
          <CampaignDayField control={form.control} name="firstDay" label={messages.startLabel} />
          <CampaignDayField control={form.control} name="lastDay" label={messages.endLabel} />
        </LocalizationProvider>
        <StatusButton
          type="submit"
          variant="contained"
          status={create.status}
          sx={{ gridColumn: '1 / -1', justifySelf: 'start' }}
        >
          {messages.create}
        </StatusButton>
      </Box>
    </TitledPanel>
  );
}
