import type { QuoteForm } from '@labo/domain/quote-form-rules';
import { COMMENT_MAX_CHARS } from '@labo/domain/quote-schemas';
import { Alert, Box, CircularProgress, Link } from '@mui/material';
import type { Control } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import { CartTotals } from '#shared/cart-totals.tsx';
import { FormTextField } from '#shared/forms/form-text-field.tsx';
import type { CartLineRecord } from '#shared/local-db/local-db.ts';
import { type ActionStatus, StatusButton } from '#shared/status-button.tsx';
import { quoteRequestMessages as messages } from '../quote-request-messages';

type QuoteSummaryStepProps = {
  lines: readonly CartLineRecord[];
  control: Control<QuoteForm>;
  canSend: boolean;
  /** The quote request's sending. */
  status: ActionStatus;
};

/**
 * Step 2 "Récapitulatif" (docs/product/quote-request.md#summary-step): the cart's totals
 * (the box /cart shows too), the comment and the send button.
 */
export function QuoteSummaryStep({ lines, control, canSend, status }: QuoteSummaryStepProps) {
  return (
    <CartTotals lines={lines} title={messages.summaryStep}>
      {lines.length === 0 ? <EmptyCartNotice /> : undefined}
      <FormTextField
        control={control}
        name="comment"
        label={messages.comment}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX_CHARS } }}
        sx={{ mt: lines.length === 0 ? 2 : 0 }}
      />
      <StatusButton
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        // Marked unavailable, never disabled: the button keeps the keyboard focus while the
        // request goes, and the "Demande envoyée" dialog gives it back on closing
        // (docs/product/look-and-feel.md#focus-never-lost).
        status={status}
        aria-disabled={!canSend || undefined}
        startIcon={
          status === 'pending' ? (
            <CircularProgress size={18} color="inherit" aria-hidden />
          ) : undefined
        }
        sx={{
          mt: 2,
          letterSpacing: '0.02em',
          '&[aria-disabled="true"]': {
            color: 'action.disabled',
            bgcolor: 'action.disabledBackground',
            cursor: 'default',
          },
        }}
      >
        {messages.send}
      </StatusButton>
    </CartTotals>
  );
}

/**
 * Nothing to send without an article (docs/product/quote-request.md#send-button): say so
 * and point back to the cart.
 */
function EmptyCartNotice() {
  return (
    <Alert severity="info">
      {messages.emptyCart}.
      <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        <Link component={RouterLink} to={paths.cart.getHref()} sx={{ fontWeight: 600 }}>
          {messages.backToCart}
        </Link>
        <Link component={RouterLink} to={paths.home.getHref()} sx={{ fontWeight: 600 }}>
          {messages.browseCatalogue}
        </Link>
      </Box>
    </Alert>
  );
}
