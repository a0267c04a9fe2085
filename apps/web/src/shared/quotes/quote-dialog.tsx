import type { Quote, QuoteLine } from '@labo/domain/quote-list-schemas';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import { useWindowLayout } from '../use-window-width';
import { offersMessages } from './offer-messages';
import { QuoteFacts } from './quote-facts';
import { QuoteLines } from './quote-lines';
import { quoteMessages as messages } from './quote-messages';
import { wireEuros } from './quote-money';
import { QuotePdfButton } from './quote-pdf-button';

/** Below this window width the dialog takes the whole screen. */
const FULL_SCREEN_BELOW = 600;
const fillsTheScreen = (windowWidth: number) => windowWidth < FULL_SCREEN_BELOW;

type QuoteDialogProps = {
  quote: Quote;
  lines: readonly QuoteLine[];
  onClose: () => void;
};

/**
 * "Devis n° {number}" (docs/product/accounts.md#quote-dialog), the buyer's view of a sent
 * quote: the ordered lines first, the Total HT, then the facts in a compact block. On a
 * phone it takes the whole screen, so that the lines keep its width.
 */
export function QuoteDialog({ quote, lines, onClose }: QuoteDialogProps) {
  const titleId = useId();
  const phone = useWindowLayout(fillsTheScreen);
  return (
    <Dialog
      open
      onClose={onClose}
      // The list puts the focus back on the quote's number, however the dialog was opened.
      disableRestoreFocus
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
      scroll="paper"
    >
      <DialogTitle id={titleId}>{messages.dialogTitle(quote.sort_number)}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, px: { xs: 2, sm: 3 } }}>
        <QuoteLines lines={lines} />
        <QuoteTotal quote={quote} />
        <QuoteFacts quote={quote} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        {quote.offer_version === null ? undefined : (
          <Button component={RouterLink} to={paths.offer.getHref(quote.id)} variant="outlined">
            {offersMessages.seeOffer}
          </Button>
        )}
        <QuotePdfButton quote={quote} />
        <Button onClick={onClose} variant="contained">
          {messages.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Total HT : 123,40 €", under the lines, on their right. */
export function QuoteTotal({ quote }: { quote: Quote }) {
  return (
    <Typography sx={{ justifySelf: 'end', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
      {messages.totalHt} : {wireEuros(quote.total_ht_price)}
    </Typography>
  );
}
