import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '#shared/forms/form-text-field.tsx';
import { authMessages as messages } from '../auth-messages';

type EmailFieldProps<Values extends FieldValues> = {
  control: Control<Values, unknown, FieldValues>;
  disabled?: boolean;
  readOnly?: boolean;
  /** The id of a text that describes the field (the login failure). */
  describedBy?: string;
};

/** The e-mail field of the login and forgot-password views, the form's `email`. */
export function EmailField<Values extends FieldValues & { email: string }>({
  control,
  disabled,
  readOnly,
  describedBy,
}: EmailFieldProps<Values>) {
  return (
    <FormTextField
      control={control}
      name={'email' as Path<Values>}
      label={messages.email}
      type="email"
      autoComplete="email"
      required
      disabled={disabled}
      slotProps={{ htmlInput: { 'aria-describedby': describedBy, readOnly } }}
    />
  );
}
