import { TextField } from '@mui/material';
import { authMessages as messages } from '../auth-messages';

type EmailFieldProps = {
  value: string;
  onChange: (email: string) => void;
  disabled?: boolean;
  /** The id of a text that describes the field (the login failure). */
  describedBy?: string;
};

/** The e-mail field of the login and forgot-password views. */
export function EmailField({ value, onChange, disabled, describedBy }: EmailFieldProps) {
  return (
    <TextField
      label={messages.email}
      type="email"
      autoComplete="email"
      required
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { 'aria-describedby': describedBy } }}
    />
  );
}
