import type { Control, FieldValues, Path } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { FrenchDayPicker } from '#shared/forms/french-day-picker.tsx';

type CampaignDayFieldProps<Values extends FieldValues> = {
  control: Control<Values, unknown, FieldValues>;
  name: Path<Values>;
  label: string;
};

/**
 * A day of the create form (docs/product/promotions.md#campaign-page), held as the
 * picker's own day value.
 */
export function CampaignDayField<Values extends FieldValues>({
  control,
  name,
  label,
}: CampaignDayFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FrenchDayPicker
      label={label}
      value={field.value ?? null}
      onChange={(day) => field.onChange(day)}
      field={field}
      fieldState={fieldState}
    />
  );
}
