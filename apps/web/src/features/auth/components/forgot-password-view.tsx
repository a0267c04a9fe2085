import { Alert, Box, Button, Typography } from '@mui/material';
import { FormCard } from '#shared/forms/form-card.tsx';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import { ResultAlert } from '#shared/result-alert.tsx';
import { StatusButton } from '#shared/status-button.tsx';
import { useRequestResetLink } from '../api/request-reset-link';
import { resetLinkFormSchema } from '../auth-form-schemas';
import { authMessages as messages } from '../auth-messages';
import { EmailField } from './email-field';

type ForgotPasswordViewProps = {
  /** The address the view opens with, typed in another view. */
  email: string;
  /** Back to the login view, with the address typed here. */
  onBack: (email: string) => void;
};

/**
 * The forgot-password view (docs/product/accounts.md#password-recovery): once the link is
 * requested, the notice shows and the field and the button stay disabled.
 */
export function ForgotPasswordView({ email, onBack }: ForgotPasswordViewProps) {
  const form = useZodForm(resetLinkFormSchema, { defaultValues: { email } });
  const request = useRequestResetLink();
  const requested = request.isSuccess;
  const submit = form.handleSubmit((values) => {
    if (!request.isPending && !requested) request.mutate(values.email);
  });
  return (
    <FormCard title={messages.forgotTitle} focusTitle>
      <Typography>{messages.forgotIntro}</Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <EmailField control={form.control} disabled={requested} readOnly={request.isPending} />
        <StatusButton
          type="submit"
          variant="contained"
          status={request.status}
          disabled={requested || !form.formState.isValid}
        >
          {messages.sendResetLink}
        </StatusButton>
      </Box>
      <Box role="status">
        {/* The field and the button are disabled once it is sent: the notice takes the focus. */}
        {requested ? (
          <ResultAlert severity="success">{messages.resetLinkSent}</ResultAlert>
        ) : undefined}
      </Box>
      {request.isError ? (
        <Alert severity="error" role="alert">
          {messages.genericError}
        </Alert>
      ) : undefined}
      <Button onClick={() => onBack(form.getValues('email'))} sx={{ justifySelf: 'start' }}>
        {messages.backToLogin}
      </Button>
    </FormCard>
  );
}
