import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { StatusButton } from '../status-button';
import { useDownloadQuotePdf } from './download-quote-pdf';
import { quoteMessages as messages } from './quote-messages';

/** Downloads the quote's PDF (docs/product/quote-request.md#quote-pdf). */
export function QuotePdfButton({ quote }: { quote: { id: number; sort_number: string } }) {
  const download = useDownloadQuotePdf();
  return (
    <StatusButton
      variant="outlined"
      startIcon={<PictureAsPdfOutlinedIcon aria-hidden />}
      onClick={() => download.mutate({ id: quote.id, number: quote.sort_number })}
      status={download.status}
    >
      {messages.downloadPdf}
    </StatusButton>
  );
}
