import { Alert, Box, Link } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import { FormCard, LoadingFormCard } from '#shared/forms/form-card.tsx';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import { readCurrentUser } from '#shared/session/current-user.ts';
import { logOut } from '#shared/session/session-store.ts';
import { type ActionStatus, StatusButton } from '#shared/status-button.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { useResetPassword } from '../api/reset-password';
import { passwordResetFormSchema } from '../auth-form-schemas';
import { authMessages as messages } from '../auth-messages';
import { NewPasswordFields } from './new-password-fields';

/**
 * /credentials/recover/{recoverToken}/{userId} (docs/product/accounts.md#password-reset-page):
 * logs out whoever is logged in on this device, then the form, loading, success or error.
 */
export function RecoverPasswordPage({ token }: { token: string }) {
  usePageTitle(messages.recoverTitle);
  useEffect(() => {
    void readCurrentUser().then((session) => (session ? logOut() : undefined));
  }, []);
  const reset = useResetPassword(token);

  if (reset.isPending) {
    return <LoadingFormCard title={messages.recoverTitle} label={messages.resetting} />;
  }
  if (reset.isSuccess || reset.isError) {
    return (
      <FormCard title={messages.recoverTitle} focusTitle>
        {reset.isSuccess ? (
          <Alert severity="success">{messages.resetSucceeded(reset.data.updated_user.email)}</Alert>
        ) : (
          <Alert severity="error">{messages.resetFailed}</Alert>
        )}
        <Link component={RouterLink} to={paths.login.getHref()} sx={{ fontWeight: 600 }}>
          {messages.goToLogin}
        </Link>
      </FormCard>
    );
  }
  return (
    <FormCard title={messages.recoverTitle}>
      <NewPasswordForm onSubmit={reset.mutate} status={reset.status} />
    </FormCard>
  );
}

type NewPasswordFormProps = {
  onSubmit: (password: string) => void;
  status: ActionStatus;
};

/** The new password, twice; Confirmer is offered once both are accepted. */
function NewPasswordForm({ onSubmit, status }: NewPasswordFormProps) {
  const form = useZodForm(passwordResetFormSchema, {
    defaultValues: { password: '', confirmation: '' },
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(({ password }) => onSubmit(password))}
      sx={{ display: 'grid', gap: 2 }}
    >
      <NewPasswordFields
        form={form}
        passwordLabel={messages.newPassword}
        confirmationLabel={messages.confirmNewPassword}
      />
      <StatusButton
        type="submit"
        variant="contained"
        status={status}
        disabled={!form.formState.isValid}
      >
        {messages.confirm}
      </StatusButton>
    </Box>
  );
}
