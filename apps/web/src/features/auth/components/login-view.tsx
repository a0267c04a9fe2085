import { canLogin } from '@labo/domain/account-rules';
import { Alert, Box, Button, TextField } from '@mui/material';
import { type FormEvent, useId, useLayoutEffect, useRef } from 'react';
import { FormCard } from '#shared/forms/form-card.tsx';
import { authMessages as messages } from '../auth-messages';
import { EmailField } from './email-field';

type LoginViewProps = {
  email: string;
  onEmailChange: (email: string) => void;
  password: string;
  onPasswordChange: (password: string) => void;
  /** The failure of the last attempt, shown and read out with both fields. */
  error: string | null;
  /** A notice above the form (the verification mail just sent). */
  notice: string | null;
  focusTitle: boolean;
  onSubmit: () => void;
  onForgotPassword: () => void;
  onCreateAccount: () => void;
};

/** The login view (docs/product/accounts.md#login-page). */
export function LoginView(props: LoginViewProps) {
  const { email, password, error, notice } = props;
  const errorId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  // After a failure the password is cleared: the focus goes back to it
  // (docs/product/accounts.md#login-retry).
  useLayoutEffect(() => {
    if (error) passwordRef.current?.focus();
  }, [error]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canLogin(email, password)) props.onSubmit();
  };
  const describedBy = error ? errorId : undefined;
  return (
    <FormCard title={messages.loginTitle} focusTitle={props.focusTitle}>
      {notice ? <Alert severity="info">{notice}</Alert> : undefined}
      {error ? (
        <Alert id={errorId} severity="error">
          {error}
        </Alert>
      ) : undefined}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <EmailField value={email} onChange={props.onEmailChange} describedBy={describedBy} />
        <TextField
          label={messages.password}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          inputRef={passwordRef}
          onChange={(event) => props.onPasswordChange(event.target.value)}
          slotProps={{ htmlInput: { 'aria-describedby': describedBy } }}
        />
        <Button type="submit" variant="contained" disabled={!canLogin(email, password)}>
          {messages.login}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Button onClick={props.onForgotPassword}>{messages.forgotPasswordLink}</Button>
        <Button onClick={props.onCreateAccount} variant="outlined">
          {messages.createAccountLink}
        </Button>
      </Box>
    </FormCard>
  );
}
