import type { AdminQuote, QuoteExportFormat } from '@labo/domain/quote-list-schemas';
import type { PipeStatus } from '@labo/domain/quote-status';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Box, Typography } from '@mui/material';
import { paths } from '#config/paths.ts';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { QuoteList } from '#shared/quotes/quote-list.tsx';
import { StatusButton } from '#shared/status-button.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { adminQuotesMessages as messages } from '../admin-quotes-messages';
import { useExportQuotes } from '../api/export-quotes';
import { useAdminQuotes } from '../api/get-admin-quotes';

/** Who sent a quote, under its number: the company, then the name (or e-mail). */
function sender(quote: AdminQuote): string {
  const name = `${quote.firstName} ${quote.lastName}`.trim() || quote.email;
  return [quote.company.trim(), name].filter(Boolean).join(' · ');
}

/**
 * /admin/quotes/pending, /ongoing and /archived (docs/product/admin.md#quote-tracking): the
 * quotes of one status in the customer's quote list, each number a link to the quote's
 * page (docs/product/admin.md#quote-page).
 */
export function AdminQuotesPage({ status }: { status: PipeStatus }) {
  const title = messages.titles[status];
  usePageTitle(title);
  const quotes = useAdminQuotes(status);
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: { xs: 2, md: 3 },
        }}
      >
        <Typography variant="h1">{title}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <ExportButton status={status} format="csv" label={messages.exportCsv} />
          <ExportButton status={status} format="xlsx" label={messages.exportXlsx} />
        </Box>
      </Box>
      {quotes.isPending ? (
        <DelayedLoader />
      ) : quotes.isError ? (
        <Alert severity="error">{messages.loadFailed}</Alert>
      ) : (
        <QuoteList
          quotes={quotes.data.quotes}
          lines={quotes.data.lines}
          quoteHref={(quote) => paths.adminQuote.getHref(quote.id)}
          describe={sender}
        />
      )}
    </>
  );
}

type ExportButtonProps = { status: PipeStatus; format: QuoteExportFormat; label: string };

/** A download of the list's quotes, as a CSV file or an Excel workbook. */
function ExportButton({ status, format, label }: ExportButtonProps) {
  const download = useExportQuotes();
  return (
    <StatusButton
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon aria-hidden />}
      onClick={() => download.mutate({ status, format })}
      status={download.status}
    >
      {label}
    </StatusButton>
  );
}
