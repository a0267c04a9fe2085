import { isNewPasswordAccepted, newPasswordErrors } from '@labo/domain/account-rules';
import { Alert, Box, Button, Link, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import { FormCard, LoadingFormCard } from '#shared/forms/form-card.tsx';
import { readCurrentUser } from '#shared/session/current-user.ts';
import { logOut } from '#shared/session/session-store.ts';
import { usePageTitle } from '#shared/use-page-title.ts';
import { postPasswordReset } from '../api/account-calls';
import { authMessages as messages } from '../auth-messages';

/**
 * /credentials/recover/{recoverToken}/{userId} (docs/product/accounts.md#password-reset-page):
 * logs out whoever is logged in on this device, then the form, loading, success or error.
 */
export function RecoverPasswordPage({ token }: { token: string }) {
  usePageTitle(messages.recoverTitle);
  useEffect(() => {
    void readCurrentUser().then((session) => (session ? logOut() : undefined));
  }, []);
  const reset = useMutation({
    mutationFn: (password: string) => postPasswordReset(token, password),
  });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const errors = newPasswordErrors(password, confirmation);
  const accepted = isNewPasswordAccepted(password, confirmation);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (accepted) reset.mutate(password);
  };

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
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label={messages.newPassword}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password ?? messages.passwordHint}
        />
        <TextField
          label={messages.confirmNewPassword}
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={Boolean(errors.confirmation)}
          helperText={errors.confirmation}
        />
        <Button type="submit" variant="contained" disabled={!accepted}>
          {messages.confirm}
        </Button>
      </Box>
    </FormCard>
  );
}
