import type { QuoteCreatedAnswer } from '@labo/domain/quote-schemas';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import type { LoginInvitationState } from '#shared/session/login-invitation.ts';
import { quoteRequestMessages as messages } from '../quote-request-messages';

/**
 * The quote's sending (docs/product/quote-request.md#sending-dialog): idle (no dialog),
 * sending, then sent with the server's answer.
 */
export type QuoteSendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; answer: QuoteCreatedAnswer; email: string };

type QuoteSendDialogProps = {
  state: QuoteSendState;
  onClose: () => void;
  /** Once the dialog is gone and has given the focus back (a field in error may take it). */
  onClosed?: () => void;
};

/**
 * "Envoi en cours" with a waiting message, then "Demande envoyée"
 * (docs/product/quote-request.md#sending-dialog).
 */
export function QuoteSendDialog({ state, onClose, onClosed }: QuoteSendDialogProps) {
  const sent = state.status === 'sent';
  return (
    <Dialog
      open={state.status !== 'idle'}
      // Nothing to close while sending: the answer decides what comes next.
      onClose={sent ? onClose : undefined}
      aria-labelledby="quote-send-title"
      aria-describedby="quote-send-text"
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: onClosed } }}
    >
      <DialogTitle id="quote-send-title">
        {sent ? messages.sentTitle : messages.sendingTitle}
      </DialogTitle>
      <DialogContent>
        {sent ? (
          <Box id="quote-send-text" sx={{ display: 'grid', gap: 1, justifyItems: 'center' }}>
            <CheckCircleOutlinedIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
            <Typography sx={{ fontWeight: 600, textAlign: 'center' }}>{messages.sent}</Typography>
            <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {messages.quoteNumber(state.answer.sort_number)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              {messages.confirmationEmail(state.email)}
            </Typography>
          </Box>
        ) : (
          <Box
            id="quote-send-text"
            role="status"
            sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1 }}
          >
            <CircularProgress size={28} aria-hidden />
            <Typography>{messages.sendingText}</Typography>
          </Box>
        )}
      </DialogContent>
      {sent ? (
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          {/* Without a session the customer area sends to /login, which reads this state to
              invite the visitor to create the account for that address
              (docs/product/accounts.md#invitation-after-a-quote). */}
          <Button
            component={RouterLink}
            to={paths.myQuotes.getHref()}
            state={{ invitationEmail: state.email } satisfies LoginInvitationState}
            variant="contained"
          >
            {messages.seeMyQuotes}
          </Button>
        </DialogActions>
      ) : undefined}
    </Dialog>
  );
}
