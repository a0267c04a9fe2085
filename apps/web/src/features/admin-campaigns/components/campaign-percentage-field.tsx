import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '#shared/forms/form-text-field.tsx';
import { campaignMessages as messages } from '../campaign-messages';

/**
 * The percentage of the create form and of the edit dialog: a whole number, its arrows
 * within 1 to 98 (docs/product/promotions.md#campaign-validation).
 */
export function CampaignPercentageField<Values extends FieldValues & { percentage: string }>({
  control,
}: {
  control: Control<Values, unknown, FieldValues>;
}) {
  return (
    <FormTextField
      control={control}
      name={'percentage' as Path<Values>}
      label={messages.percentageLabel}
      type="number"
      slotProps={{ htmlInput: { min: 1, max: 98, step: 1 } }}
      size="small"
    />
  );
}
