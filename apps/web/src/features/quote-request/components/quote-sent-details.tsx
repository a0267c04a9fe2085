import type { QuoteCreatedAnswer } from '@labo/domain/quote-schemas';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { env } from '#config/env.ts';
import { paths } from '#config/paths.ts';
import type { LoginInvitationState } from '#shared/session/login-invitation.ts';
import { quoteRequestMessages as messages } from '../quote-request-messages';

/** A quote the server stored, and the address its confirmation went to. */
export type SentQuote = { answer: QuoteCreatedAnswer; email: string };

/**
 * What the "Demande envoyée" dialog and the page after it say of a sent quote
 * (docs/product/quote-request.md#sending-dialog): sent, its number, the confirmation mail,
 * the PDF.
 */
export function QuoteSentDetails({ sent, id }: { sent: SentQuote; id?: string }) {
  return (
    <Box id={id} sx={{ display: 'grid', gap: 1, justifyItems: 'center', textAlign: 'center' }}>
      <CheckCircleOutlinedIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
      <Typography sx={{ fontWeight: 600 }}>{messages.sent}</Typography>
      <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {messages.quoteNumber(sent.answer.sort_number)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {messages.confirmationEmailLead}{' '}
        {/* The address moves to the next line whole; only one longer than the line breaks. */}
        <Box
          component="span"
          sx={{ display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' }}
        >
          {sent.email}.
        </Box>
      </Typography>
      {/* A signed link, valid 24 hours, that needs no login (docs/product/quote-request.md#quote-pdf). */}
      <Button
        component="a"
        href={`${env.apiBaseUrl}${sent.answer.pdf_link}`}
        download
        variant="outlined"
        startIcon={<PictureAsPdfOutlinedIcon aria-hidden />}
      >
        {messages.downloadPdf}
      </Button>
    </Box>
  );
}

/**
 * "VOIR MES DEVIS". Without a session the customer area sends to /login, which reads this
 * state to invite the visitor to create the account for that address
 * (docs/product/accounts.md#invitation-after-a-quote).
 */
export function SeeMyQuotesButton({ email }: { email: string }) {
  return (
    <Button
      component={RouterLink}
      to={paths.myQuotes.getHref()}
      state={{ invitationEmail: email } satisfies LoginInvitationState}
      variant="contained"
    >
      {messages.seeMyQuotes}
    </Button>
  );
}
