import { NAME_MAX_CHARS, PHONE_MAX_CHARS } from '@labo/domain/form-fields';
import { Alert, Box, Button } from '@mui/material';
import { type ReactNode, useLayoutEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormCard } from '#shared/forms/form-card.tsx';
import { FormTextField } from '#shared/forms/form-text-field.tsx';
import type { CreateAccountFormValues } from '../auth-form-schemas';
import { authMessages as messages } from '../auth-messages';
import { NewPasswordFields } from './new-password-fields';

type CreateAccountForm = UseFormReturn<
  CreateAccountFormValues,
  unknown,
  Omit<CreateAccountFormValues, 'confirmation'>
>;

type CreateAccountViewProps = {
  /** The page's form (use-create-account.ts): it outlives the loading view. */
  form: CreateAccountForm;
  /** The invitation shown above the form after a quote sent without an account. */
  invitation: ReactNode;
  onSubmit: (request: Omit<CreateAccountFormValues, 'confirmation'>) => void;
  onBack: () => void;
};

const FIELD_ORDER = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'password',
  'confirmation',
] as const;

/** The create-account view (docs/product/accounts.md#account-creation). */
export function CreateAccountView({ form, invitation, onSubmit, onBack }: CreateAccountViewProps) {
  // Back from the loading view after a refusal, the focus goes to the first field the
  // server named: the fields were not there when the answer came. (Set again with the
  // focus, which react-hook-form gives at once, where setFocus waits a task.)
  useLayoutEffect(() => {
    const first = FIELD_ORDER.find((name) => form.getFieldState(name).error?.type === 'server');
    const error = first && form.getFieldState(first).error;
    if (first && error) form.setError(first, error, { shouldFocus: true });
  }, [form]);
  return (
    <FormCard title={messages.createTitle} focusTitle>
      {invitation}
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        sx={{ display: 'grid', gap: 2 }}
      >
        <AccountFields form={form} />
        <Button type="submit" variant="contained" disabled={!form.formState.isValid}>
          {messages.createAccount}
        </Button>
      </Box>
      <Button onClick={onBack} sx={{ justifySelf: 'start' }}>
        {messages.backToLogin}
      </Button>
    </FormCard>
  );
}

function AccountFields({ form }: { form: CreateAccountForm }) {
  const { control } = form;
  return (
    <>
      <FormTextField
        control={control}
        name="firstName"
        label={optionalLabel(messages.firstName)}
        autoComplete="given-name"
        slotProps={{ htmlInput: { maxLength: NAME_MAX_CHARS } }}
      />
      <FormTextField
        control={control}
        name="lastName"
        label={optionalLabel(messages.lastName)}
        autoComplete="family-name"
        slotProps={{ htmlInput: { maxLength: NAME_MAX_CHARS } }}
      />
      <FormTextField
        control={control}
        name="phone"
        label={optionalLabel(messages.phone)}
        type="tel"
        autoComplete="tel"
        slotProps={{ htmlInput: { maxLength: PHONE_MAX_CHARS } }}
      />
      <FormTextField
        control={control}
        name="email"
        label={messages.email}
        type="email"
        autoComplete="email"
        required
      />
      <NewPasswordFields
        form={form}
        passwordLabel={messages.password}
        confirmationLabel={messages.confirmation}
      />
    </>
  );
}

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
