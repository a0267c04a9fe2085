import { Alert } from '@mui/material';
import { StatusButton } from '#shared/status-button.tsx';
import { useResendVerification } from '../api/resend-verification';
import { customerAreaMessages as messages } from '../customer-area-messages';

/**
 * An address not verified yet (docs/product/accounts.md#unverified-address-notice): the notice,
 * in the words of the page it is on, and a button that sends the verification mail again, once: after it is sent the button
 * stays refused, yet keeps the focus (docs/product/look-and-feel.md#focus-never-lost).
 */
export function VerificationNotice({ text = messages.notVerified }: { text?: string }) {
  const resend = useResendVerification();
  return (
    <Alert
      severity="warning"
      // The button goes under the text when both do not fit side by side (phones):
      // docs/product/look-and-feel.md#widths.
      sx={{
        mb: 3,
        alignItems: 'center',
        flexWrap: 'wrap',
        '& .MuiAlert-message': { flex: '1 1 16rem', minWidth: 0 },
        '& .MuiAlert-action': { ml: 'auto' },
      }}
      action={
        <StatusButton
          color="inherit"
          size="small"
          status={resend.status}
          aria-disabled={resend.isSuccess || undefined}
          onClick={() => {
            if (!resend.isSuccess) resend.mutate();
          }}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {messages.resend}
        </StatusButton>
      }
    >
      {text}
    </Alert>
  );
}
