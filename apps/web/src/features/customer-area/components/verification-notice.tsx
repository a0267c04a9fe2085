import { Alert, Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '#shared/api-client.ts';
import { useSnackbar } from '#shared/snackbar.tsx';
import { postVerificationResend } from '../api/account-data';
import { customerAreaMessages as messages } from '../customer-area-messages';

/**
 * An address not verified yet (docs/product/accounts.md#unverified-address-notice): the notice
 * and a button that sends the verification mail again.
 */
export function VerificationNotice({ jwt }: { jwt: string }) {
  const showSnackbar = useSnackbar();
  const resend = useMutation({
    mutationFn: () => postVerificationResend(jwt),
    onSuccess: () => showSnackbar(messages.resent),
    onError: (error) => {
      const text = isApiError(error) ? error.body?.message : undefined;
      showSnackbar(text ?? messages.genericError, 'error');
    },
  });
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={resend.isPending || resend.isSuccess}
          onClick={() => resend.mutate()}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {messages.resend}
        </Button>
      }
    >
      {messages.notVerified}
    </Alert>
  );
}
