import { formatDateFr, formatDateTimeFr } from '@labo/domain/dates';
import { formatFileSizeFr } from '@labo/domain/file-size';
import type { PurchaseOrderDocument, QuoteDetailAnswer } from '@labo/domain/offer-schemas';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, Typography } from '@mui/material';
import { useDownloadOfferPdf } from '#shared/quotes/download-offer-pdf.ts';
import { offersMessages as messages } from '#shared/quotes/offer-messages.ts';
import { InfoBlock } from '#shared/quotes/quote-info-block.tsx';
import { wireEuros } from '#shared/quotes/quote-money.ts';
import { StatusButton } from '#shared/status-button.tsx';
import { useDownloadPurchaseOrder } from '../api/download-purchase-order';

/**
 * "Offres envoyées" on the staff's quote page (docs/product/offers.md#history): each version
 * with its day, validity and totals, and its PDF; the order once the buyer accepted one,
 * with the purchase order's PDF they attached.
 */
export function SentOffersBlock({ detail }: { detail: QuoteDetailAnswer }) {
  const download = useDownloadOfferPdf();
  const { quote, offers, purchase_order: order } = detail;
  return (
    <InfoBlock title={messages.offersSent}>
      {offers.length === 0 ? (
        <Typography color="text.secondary">{messages.noOfferSent}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {offers.map((offer) => (
            <Box
              component="li"
              key={offer.version}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 1.5,
                rowGap: 0.5,
              }}
            >
              <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                <Box sx={{ fontWeight: 700 }}>
                  {`${messages.offerVersion(offer.version)} · ${messages.sentOn(formatDateTimeFr(offer.sent_at))}`}
                </Box>
                <Box sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {`${messages.totalHt} ${wireEuros(offer.total_ht)} · ${messages.validUntilDay(formatDateFr(`${offer.valid_until}T12:00:00Z`))}`}
                </Box>
              </Box>
              <StatusButton
                size="small"
                variant="outlined"
                startIcon={<PictureAsPdfOutlinedIcon aria-hidden />}
                aria-label={`PDF ${messages.offerVersion(offer.version)}`}
                onClick={() =>
                  download.mutate({
                    id: quote.id,
                    number: quote.sort_number,
                    version: offer.version,
                  })
                }
                status={download.status}
              >
                PDF
              </StatusButton>
            </Box>
          ))}
        </Box>
      )}
      {order ? (
        <Typography sx={{ mt: 1.5, fontWeight: 600, overflowWrap: 'break-word' }}>
          {`${messages.acceptedOn(formatDateTimeFr(order.accepted_at), order.offer_version)} · ${messages.purchaseOrderNumber} : ${order.number}`}
        </Typography>
      ) : undefined}
      {order?.document ? (
        <PurchaseOrderDownload quoteId={quote.id} document={order.document} />
      ) : undefined}
    </InfoBlock>
  );
}

/** "Bon de commande joint : nom.pdf (1,2 Mo)", which downloads it. */
function PurchaseOrderDownload({
  quoteId,
  document,
}: {
  quoteId: number;
  document: PurchaseOrderDocument;
}) {
  const download = useDownloadPurchaseOrder();
  return (
    <StatusButton
      variant="text"
      startIcon={<PictureAsPdfOutlinedIcon aria-hidden />}
      onClick={() => download.mutate({ quoteId, fileName: document.file_name })}
      status={download.status}
      sx={{ mt: 0.5, textTransform: 'none', textAlign: 'start', overflowWrap: 'anywhere' }}
    >
      {messages.documentAttached(document.file_name, formatFileSizeFr(document.size_bytes))}
    </StatusButton>
  );
}
