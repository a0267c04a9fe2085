import type { PipeStatus } from '@labo/domain/quote-status';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Box, Typography } from '@mui/material';
import { useRef } from 'react';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { QuoteList } from '#shared/quotes/quote-list.tsx';
import { StatusButton } from '#shared/status-button.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { adminQuotesMessages as messages } from '../admin-quotes-messages';
import { useExportQuotesCsv } from '../api/export-quotes-csv';
import { useAdminQuotes } from '../api/get-admin-quotes';
import { AdminQuoteDetails } from './admin-quote-details';
import { StatusChangeButton } from './status-change-button';

/**
 * /admin/quotes/pending, /ongoing and /archived (docs/product/admin.md#quote-tracking): the
 * quotes of one status in the customer's quote list, its dialog completed for the staff.
 */
export function AdminQuotesPage({ status }: { status: PipeStatus }) {
  const title = messages.titles[status];
  usePageTitle(title);
  const quotes = useAdminQuotes(status);
  const heading = useRef<HTMLHeadingElement>(null);
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
        {/* Focus comes back here once a quote left the list, its row gone with it. */}
        <Typography variant="h1" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
          {title}
        </Typography>
        <ExportButton status={status} />
      </Box>
      {quotes.isPending ? (
        <DelayedLoader />
      ) : quotes.isError ? (
        <Alert severity="error">{messages.loadFailed}</Alert>
      ) : (
        <QuoteList
          quotes={quotes.data.quotes}
          lines={quotes.data.lines}
          renderDialogDetails={(quote) => <AdminQuoteDetails quote={quote} />}
          renderDialogActions={(quote, closeDialog) => (
            <StatusChangeButton
              quote={quote}
              onChanged={() => {
                closeDialog();
                // After the dialog has given focus back to its opener, which may be gone.
                setTimeout(() => heading.current?.focus(), 0);
              }}
            />
          )}
        />
      )}
    </>
  );
}

/** "Exporter (CSV)": the list's quotes as a file a French spreadsheet opens as is. */
function ExportButton({ status }: { status: PipeStatus }) {
  const download = useExportQuotesCsv();
  return (
    <StatusButton
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon aria-hidden />}
      onClick={() => download.mutate(status)}
      status={download.status}
    >
      {messages.exportCsv}
    </StatusButton>
  );
}
