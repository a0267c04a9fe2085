import { canCreateAccount, newPasswordErrors } from '@labo/domain/account-rules';
import { isValidEmail } from '@labo/domain/contact-rules';
import { NAME_MAX_CHARS, PHONE_MAX_CHARS } from '@labo/domain/form-fields';
import { Alert, Box, Button, TextField } from '@mui/material';
import { type FormEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { FormCard } from '#shared/forms/form-card.tsx';
import { authMessages as messages } from '../auth-messages';

export type AccountForm = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
  confirmation: string;
};

/** Errors the server gave to fields, by field name (a 409 is the e-mail's). */
export type AccountFormErrors = Partial<Record<keyof AccountForm, string>>;

type CreateAccountViewProps = {
  form: AccountForm;
  onChange: (form: AccountForm) => void;
  serverErrors: AccountFormErrors;
  /** The invitation shown above the form after a quote sent without an account. */
  invitation: ReactNode;
  onSubmit: () => void;
  onBack: () => void;
};

const FIELD_ORDER: readonly (keyof AccountForm)[] = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'password',
  'confirmation',
];

/** The create-account view (docs/product/accounts.md#account-creation). */
export function CreateAccountView({
  form,
  onChange,
  serverErrors,
  invitation,
  onSubmit,
  onBack,
}: CreateAccountViewProps) {
  const [emailTouched, setEmailTouched] = useState(false);
  const refs = useRef<Partial<Record<keyof AccountForm, HTMLInputElement | null>>>({});
  const passwordErrors = newPasswordErrors(form.password, form.confirmation);
  const errors: AccountFormErrors = {
    email:
      serverErrors.email ??
      (emailTouched && form.email !== '' && !isValidEmail(form.email.trim())
        ? messages.emailInvalid
        : undefined),
    password: serverErrors.password ?? passwordErrors.password,
    confirmation: passwordErrors.confirmation,
    firstName: serverErrors.firstName,
    lastName: serverErrors.lastName,
    phone: serverErrors.phone,
  };
  // A refused creation puts the focus on the first field the server named.
  useLayoutEffect(() => {
    const first = FIELD_ORDER.find((key) => serverErrors[key]);
    if (first) refs.current[first]?.focus();
  }, [serverErrors]);

  const field = (key: keyof AccountForm, label: ReactNode, extra: FieldExtra) => (
    <TextField
      key={key}
      label={label}
      value={form[key]}
      onChange={(event) => onChange({ ...form, [key]: event.target.value })}
      inputRef={(input: HTMLInputElement | null) => {
        refs.current[key] = input;
      }}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? extra.hint}
      type={extra.type}
      required={extra.required}
      autoComplete={extra.autoComplete}
      onBlur={key === 'email' ? () => setEmailTouched(true) : undefined}
      slotProps={{ htmlInput: { maxLength: extra.maxLength } }}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canCreateAccount(form)) onSubmit();
  };
  return (
    <FormCard title={messages.createTitle} focusTitle>
      {invitation}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {field('firstName', optionalLabel(messages.firstName), {
          autoComplete: 'given-name',
          maxLength: NAME_MAX_CHARS,
        })}
        {field('lastName', optionalLabel(messages.lastName), {
          autoComplete: 'family-name',
          maxLength: NAME_MAX_CHARS,
        })}
        {field('phone', optionalLabel(messages.phone), {
          autoComplete: 'tel',
          type: 'tel',
          maxLength: PHONE_MAX_CHARS,
        })}
        {field('email', messages.email, { autoComplete: 'email', type: 'email', required: true })}
        {field('password', messages.password, {
          autoComplete: 'new-password',
          type: 'password',
          required: true,
          hint: messages.passwordHint,
        })}
        {field('confirmation', messages.confirmation, {
          autoComplete: 'new-password',
          type: 'password',
          required: true,
        })}
        <Button type="submit" variant="contained" disabled={!canCreateAccount(form)}>
          {messages.createAccount}
        </Button>
      </Box>
      <Button onClick={onBack} sx={{ justifySelf: 'start' }}>
        {messages.backToLogin}
      </Button>
    </FormCard>
  );
}

type FieldExtra = {
  autoComplete: string;
  type?: string;
  required?: boolean;
  maxLength?: number;
  hint?: string;
};

function optionalLabel(label: string): string {
  return `${label} ${messages.optional}`;
}

/** The invitation after a quote sent without an account (docs/product/accounts.md#invitation-after-a-quote). */
export function AccountInvitation({ email, onLogin }: { email: string; onLogin: () => void }) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={onLogin}>
          {messages.alreadyHaveAccount}
        </Button>
      }
      sx={{ flexWrap: 'wrap' }}
    >
      <strong>{messages.invitationTitle}</strong>
      <br />
      {messages.invitation(email)}
    </Alert>
  );
}
