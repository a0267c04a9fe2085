import { TextField, type TextFieldProps } from '@mui/material';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

type FormTextFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  // Any output type: a schema may transform what the form holds into what it sends.
  control: Control<Values, unknown, FieldValues>;
  name: Path<Values>;
};

/**
 * A text field of a form held by useZodForm: its error, from the schema or the server,
 * replaces the help text under it, and the field can take the focus when it is the first in
 * error.
 */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={props.disabled ?? field.disabled}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
