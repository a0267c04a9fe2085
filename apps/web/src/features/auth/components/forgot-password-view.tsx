import { isValidEmail } from '@labo/domain/contact-rules';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormCard } from '#shared/forms/form-card.tsx';
import { postResetLinkRequest } from '../api/account-calls';
import { authMessages as messages } from '../auth-messages';
import { EmailField } from './email-field';

type ForgotPasswordViewProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
};

/**
 * The forgot-password view (docs/product/accounts.md#password-recovery): once the link is
 * requested, the notice shows and the field and the button stay disabled.
 */
export function ForgotPasswordView({ email, onEmailChange, onBack }: ForgotPasswordViewProps) {
  const request = useMutation({ mutationFn: postResetLinkRequest });
  const [requested, setRequested] = useState(false);
  const busy = request.isPending || requested;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !isValidEmail(email.trim())) return;
    request.mutate(email, { onSuccess: () => setRequested(true) });
  };
  return (
    <FormCard title={messages.forgotTitle} focusTitle>
      <Typography>{messages.forgotIntro}</Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <EmailField value={email} onChange={onEmailChange} disabled={busy} />
        <Button type="submit" variant="contained" disabled={busy || !isValidEmail(email.trim())}>
          {messages.sendResetLink}
        </Button>
      </Box>
      <Box role="status">
        {requested ? <Alert severity="success">{messages.resetLinkSent}</Alert> : undefined}
      </Box>
      {request.isError ? (
        <Alert severity="error" role="alert">
          {messages.genericError}
        </Alert>
      ) : undefined}
      <Button onClick={onBack} sx={{ justifySelf: 'start' }}>
        {messages.backToLogin}
      </Button>
    </FormCard>
  );
}
