import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { type Control, useController } from 'react-hook-form';
import { FrenchDayPicker } from '#shared/forms/french-day-picker.tsx';
import type { OfferEditorValues } from './offer-draft-form';

const PICKER_TEXTS = frFR.components.MuiLocalizationProvider.defaultProps.localeText;
const WIRE_DAY = 'YYYY-MM-DD';

/**
 * The offer's last valid day: the French date picker of the back office
 * (docs/decisions/026-date-picker.md), JJ/MM/AAAA whatever the browser's language, held as
 * the wire's "2026-12-26".
 */
export function OfferDayField({
  control,
  label,
}: {
  control: Control<OfferEditorValues>;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name: 'valid_until' });
  const day = field.value ? dayjs(field.value) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={PICKER_TEXTS}>
      <FrenchDayPicker
        label={label}
        value={day?.isValid() ? day : null}
        onChange={(next) => field.onChange(next?.isValid() ? next.format(WIRE_DAY) : '')}
        field={field}
        fieldState={fieldState}
      />
    </LocalizationProvider>
  );
}
