import { formatDateTimeFr } from '@labo/domain/dates';
import { formatFileSizeFr } from '@labo/domain/file-size';
import type { QuoteDetailAnswer } from '@labo/domain/offer-schemas';
import { Alert, Box, Typography } from '@mui/material';
import { useId } from 'react';
import { offersMessages as messages } from '#shared/quotes/offer-messages.ts';
import { PdfFileButton } from './pdf-file-button';
import type { DocumentUpload } from './use-document-upload';

type PurchaseOrderBlockProps = {
  order: NonNullable<QuoteDetailAnswer['purchase_order']>;
  upload: DocumentUpload;
  /** False while the acceptance's notice says the failure itself. */
  showFailure: boolean;
};

/**
 * The order on the buyer's page (docs/product/offers.md#buyer-answer): the offer accepted
 * with its purchase order, the PDF attached last, and the button that attaches one (or a
 * later one in its place). The button stays where it is, so the focus does too.
 */
export function PurchaseOrderBlock({ order, upload, showFailure }: PurchaseOrderBlockProps) {
  const hintId = useId();
  const { document } = order;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>
        {messages.acceptedOn(formatDateTimeFr(order.accepted_at), order.offer_version)}
        {` · ${messages.purchaseOrderNumber} : ${order.number}`}
      </Typography>
      {document ? (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {messages.documentAttached(document.file_name, formatFileSizeFr(document.size_bytes))}
        </Typography>
      ) : undefined}
      <PdfFileButton
        label={document ? messages.replaceDocument : messages.attachDocument}
        status={upload.status}
        describedBy={hintId}
        onFile={upload.send}
      />
      <Typography id={hintId} variant="body2" color="text.secondary">
        {messages.documentHint}
      </Typography>
      {showFailure && upload.failure ? (
        <Alert severity="error" role="alert">
          {messages.attachFailed(upload.failure)}
        </Alert>
      ) : undefined}
    </Box>
  );
}
