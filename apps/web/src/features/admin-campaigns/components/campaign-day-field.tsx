import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useController } from 'react-hook-form';

type CampaignDayFieldProps<Values extends FieldValues> = {
  control: Control<Values, unknown, FieldValues>;
  name: Path<Values>;
  label: string;
};

/**
 * A day of the create form (docs/product/promotions.md#campaign-page): the French date
 * picker (docs/decisions/026-date-picker.md), typed as JJ/MM/AAAA or chosen in its
 * calendar; its error, the server's sentence, under it. Its sections take the focus when
 * it is the first field in error.
 */
export function CampaignDayField<Values extends FieldValues>({
  control,
  name,
  label,
}: CampaignDayFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DatePicker
      label={label}
      name={field.name}
      value={field.value ?? null}
      onChange={(day) => field.onChange(day)}
      // The first section (the day) takes the focus when the field is the first in error.
      ref={(root: HTMLDivElement | null) =>
        field.ref(
          root && {
            focus: () => root.querySelector<HTMLElement>('[role="spinbutton"]')?.focus(),
          },
        )
      }
      slotProps={{
        textField: {
          size: 'small',
          onBlur: field.onBlur,
          error: fieldState.invalid,
          helperText: fieldState.error?.message,
        },
      }}
    />
  );
}
