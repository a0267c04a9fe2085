import {
  Box,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { quoteRequestMessages as messages } from '../quote-request-messages';
import { QuoteSentDetails, SeeMyQuotesButton, type SentQuote } from './quote-sent-details';

/**
 * The quote's sending (docs/product/quote-request.md#sending-dialog): idle (no dialog),
 * sending, then sent with the server's answer.
 */
export type QuoteSendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | ({ status: 'sent' } & SentQuote);

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
          <QuoteSentDetails id="quote-send-text" sent={state} />
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
          <SeeMyQuotesButton email={state.email} />
        </DialogActions>
      ) : undefined}
    </Dialog>
  );
}
