import { Box, Typography } from '@mui/material';
import { type Ref, useId } from 'react';
import { panelSx } from '#shared/panel-styles.ts';
import { quoteRequestMessages as messages } from '../quote-request-messages';
import { QuoteSentDetails, SeeMyQuotesButton, type SentQuote } from './quote-sent-details';

type QuoteSentPanelProps = {
  sent: SentQuote;
  /** The heading, which takes the focus once the dialog has closed. */
  headingRef: Ref<HTMLHeadingElement>;
};

/**
 * The page once the quote is sent (docs/product/quote-request.md#sending-dialog): the cart
 * is empty, so the form gives way to what the dialog said, the quote's number first, which
 * stays on the page after the dialog has closed.
 */
export function QuoteSentPanel({ sent, headingRef }: QuoteSentPanelProps) {
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ ...panelSx, p: { xs: 2, md: 3 }, maxWidth: 560, mx: 'auto', display: 'grid', gap: 2 }}
    >
      <Typography
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        variant="h3"
        component="h2"
        sx={{ textAlign: 'center' }}
      >
        {messages.sentTitle}
      </Typography>
      <QuoteSentDetails sent={sent} />
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <SeeMyQuotesButton email={sent.email} />
      </Box>
    </Box>
  );
}
