import { Alert, Box, Button, TextField } from '@mui/material';
import { useId, useLayoutEffect, useRef } from 'react';
import { type Control, type FieldValues, useController } from 'react-hook-form';
import type { z } from 'zod';
import { FormCard } from '#shared/forms/form-card.tsx';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import { loginFormSchema } from '../auth-form-schemas';
import { authMessages as messages } from '../auth-messages';
import { EmailField } from './email-field';

type LoginViewProps = {
  /** The address the view opens with (typed in another view, or just created). */
  email: string;
  /** The failure of the last attempt, shown and read out with both fields. */
  error: string | null;
  /** A notice above the form (the verification mail just sent). */
  notice: string | null;
  focusTitle: boolean;
  onSubmit: (credentials: { email: string; password: string }) => void;
  /** The other views take the address typed here. */
  onForgotPassword: (email: string) => void;
  onCreateAccount: (email: string) => void;
};

/**
 * The login view (docs/product/accounts.md#login-page). It opens with the password empty:
 * after a failure, the page shows it again without the password
 * (docs/product/accounts.md#login-retry).
 */
export function LoginView(props: LoginViewProps) {
  const { error, notice } = props;
  const errorId = useId();
  const form = useZodForm(loginFormSchema, {
    defaultValues: { email: props.email, password: '' },
  });
  const describedBy = error ? errorId : undefined;
  return (
    <FormCard title={messages.loginTitle} focusTitle={props.focusTitle}>
      {notice ? <Alert severity="info">{notice}</Alert> : undefined}
      {error ? (
        <Alert id={errorId} severity="error">
          {error}
        </Alert>
      ) : undefined}
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit(props.onSubmit)}
        sx={{ display: 'grid', gap: 2 }}
      >
        <EmailField control={form.control} describedBy={describedBy} />
        <LoginPasswordField control={form.control} describedBy={describedBy} focus={error} />
        <Button type="submit" variant="contained" disabled={!form.formState.isValid}>
          {messages.login}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Button onClick={() => props.onForgotPassword(form.getValues('email'))}>
          {messages.forgotPasswordLink}
        </Button>
        <Button onClick={() => props.onCreateAccount(form.getValues('email'))} variant="outlined">
          {messages.createAccountLink}
        </Button>
      </Box>
    </FormCard>
  );
}

type LoginPasswordFieldProps = {
  control: Control<z.input<typeof loginFormSchema>, unknown, FieldValues>;
  describedBy: string | undefined;
  /** A failure to answer: the focus comes to the field (emptied by the page). */
  focus: string | null;
};

/** The password: no error under it, its description is the last failure. */
function LoginPasswordField({ control, describedBy, focus }: LoginPasswordFieldProps) {
  const password = useController({ control, name: 'password' });
  const passwordRef = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    if (focus) passwordRef.current?.focus();
  }, [focus]);
  return (
    <TextField
      label={messages.password}
      type="password"
      autoComplete="current-password"
      required
      name={password.field.name}
      value={password.field.value}
      onChange={password.field.onChange}
      onBlur={password.field.onBlur}
      inputRef={(input: HTMLInputElement | null) => {
        password.field.ref(input);
        passwordRef.current = input;
      }}
      slotProps={{ htmlInput: { 'aria-describedby': describedBy } }}
    />
  );
}
