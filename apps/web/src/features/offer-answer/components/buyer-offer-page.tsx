import { formatDateFr } from '@labo/domain/dates';
import type { QuoteDetailAnswer, SentOffer, SignedLinkQuery } from '@labo/domain/offer-schemas';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { isApiError } from '#shared/api-client.ts';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { linkedOfferPdfHref, useDownloadOfferPdf } from '#shared/quotes/download-offer-pdf.ts';
import { NegotiationHistory } from '#shared/quotes/negotiation-history.tsx';
import { NegotiationLabel } from '#shared/quotes/negotiation-label.tsx';
import { OfferLines, OfferTotals } from '#shared/quotes/offer-document.tsx';
import { offersMessages as messages } from '#shared/quotes/offer-messages.ts';
import { StatusButton } from '#shared/status-button.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { useBuyerQuote } from '../api/get-buyer-quote';
import { AnsweredNotice } from './answered-notice';
import { OfferAnswerPanel } from './offer-answer-panel';
import { PurchaseOrderBlock } from './purchase-order-block';
import { type DocumentUpload, useDocumentUpload } from './use-document-upload';

type BuyerOfferPageProps = {
  id: number;
  /** The offer mail's signed link for a visitor; null for the quote's owner. */
  link: SignedLinkQuery | null;
};

/**
 * /quote/{id}/offer (docs/product/offers.md#buyer-answer): the last offer with what it
 * changed against the request, its totals and PDF, the buyer's answer while one is
 * awaited, and the negotiation's history. The owner reads it with their session, a visitor
 * through the mail's signed link.
 */
export function BuyerOfferPage({ id, link }: BuyerOfferPageProps) {
  const quote = useBuyerQuote(id, link);
  const [answered, setAnswered] = useState<keyof typeof messages.answered | null>(null);
  const upload = useDocumentUpload(id, link);
  // The acceptance's notice says how its PDF went; later sendings are said by the order.
  const [sentWithAcceptance, setSentWithAcceptance] = useState(false);
  const data = quote.data;
  usePageTitle(data ? messages.pageTitle(data.quote.sort_number) : undefined);
  if (quote.isPending) return <DelayedLoader />;
  if (quote.isError || !data) {
    const status = isApiError(quote.error) ? quote.error.status : 0;
    return (
      <Alert severity="error">
        {status === 410
          ? messages.linkExpired
          : status === 404
            ? messages.notFound
            : messages.loadFailed}
      </Alert>
    );
  }
  const { negotiation_state: state, offer_version: version } = data.quote;
  const latest = data.offers.at(-1);
  const awaitsAnswer = state === 'offer_sent' || state === 'expired';
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: '60rem' }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}
      >
        <Typography variant="h1" sx={{ flex: '1 1 auto' }}>
          {messages.pageTitle(data.quote.sort_number)}
        </Typography>
        <NegotiationLabel state={state} offerVersion={version} />
      </Box>
      {answered ? (
        <AnsweredNotice
          text={messages.answered[answered]}
          {...(sentWithAcceptance ? { upload } : {})}
        />
      ) : undefined}
      {latest ? (
        <OfferSection id={id} data={data} offer={latest} link={link} />
      ) : (
        <Typography>{messages.noOfferYet}</Typography>
      )}
      {awaitsAnswer ? (
        <OfferAnswerPanel
          quoteId={id}
          link={link}
          expired={state === 'expired'}
          onAnswered={(kind, document) => {
            setAnswered(
              kind === 'accept'
                ? 'accepted'
                : kind === 'decline'
                  ? 'declined'
                  : 'changes_requested',
            );
            if (document) {
              setSentWithAcceptance(true);
              upload.send(document);
            }
          }}
        />
      ) : undefined}
      {data.purchase_order ? (
        <PurchaseOrderBlock
          order={data.purchase_order}
          upload={sentFromOrder(upload, () => setSentWithAcceptance(false))}
          showFailure={!sentWithAcceptance}
        />
      ) : undefined}
      <NegotiationHistory entries={data.history} />
    </Box>
  );
}

/** A file sent from the order's block is that block's to report, beside its button. */
function sentFromOrder(upload: DocumentUpload, onSend: () => void): DocumentUpload {
  return {
    ...upload,
    send: (file) => {
      onSend();
      upload.send(file);
    },
  };
}

function OfferSection({
  id,
  data,
  offer,
  link,
}: {
  id: number;
  data: QuoteDetailAnswer;
  offer: SentOffer;
  link: SignedLinkQuery | null;
}) {
  const titleId = useId();
  const pdf = { id, number: data.quote.sort_number, version: offer.version };
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {messages.offerOf(offer.version, formatDateFr(offer.sent_at))}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {messages.validUntilDay(formatDateFr(`${offer.valid_until}T12:00:00Z`))}
        </Typography>
        {offer.lead_time ? (
          <Typography>{messages.offerLeadTime(offer.lead_time)}</Typography>
        ) : undefined}
      </Box>
      {offer.message ? (
        <Box
          sx={{
            p: 1.5,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>{messages.fromStaff}</Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
            {offer.message}
          </Typography>
        </Box>
      ) : undefined}
      <Typography variant="h3" sx={{ fontSize: '1rem' }}>
        {messages.changes}
      </Typography>
      <OfferLines offer={offer} requested={data.lines} />
      <OfferTotals offer={offer} />
      <Box>
        {link ? <LinkedPdf href={linkedOfferPdfHref(pdf, link)} /> : <SessionPdf pdf={pdf} />}
      </Box>
    </Box>
  );
}

function LinkedPdf({ href }: { href: string }) {
  return (
    <Button
      component={Link}
      href={href}
      variant="outlined"
      startIcon={<PictureAsPdfOutlinedIcon aria-hidden />}
    >
      {messages.downloadPdf}
    </Button>
  );
}

function SessionPdf({ pdf }: { pdf: { id: number; number: string; version: number } }) {
  const download = useDownloadOfferPdf();
  return (
    <StatusButton
      variant="outlined"
      startIcon={<PictureAsPdfOutlinedIcon aria-hidden />}
      onClick={() => download.mutate(pdf)}
      status={download.status}
    >
      {messages.downloadPdf}
    </StatusButton>
  );
}
