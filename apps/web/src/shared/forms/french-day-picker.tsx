import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import type { ControllerFieldState, ControllerRenderProps, FieldValues } from 'react-hook-form';

type FrenchDayPickerProps = {
  label: string;
  value: Dayjs | null;
  onChange: (day: Dayjs | null) => void;
  field: Pick<ControllerRenderProps<FieldValues>, 'name' | 'ref' | 'onBlur'>;
  fieldState: ControllerFieldState;
};

/**
 * The back office's day field (docs/decisions/026-date-picker.md), inside a French
 * LocalizationProvider: typed as JJ/MM/AAAA or chosen in its calendar; its error, the
 * server's sentence, under it. Its sections take the focus when it is the first field in error.
 */
export function FrenchDayPicker({
  label,
  value,
  onChange,
  field,
  fieldState,
}: FrenchDayPickerProps) {
  return (
    <DatePicker
      label={label}
      name={field.name}
      value={value}
      onChange={onChange}
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
