import { type NegotiationState, negotiationLabel } from '@labo/domain/negotiation';
import type { AdminQuote, QuoteExportFormat } from '@labo/domain/quote-list-schemas';
import { NEGOTIATION_STATES } from '@labo/domain/quote-list-schemas';
import type { PipeStatus } from '@labo/domain/quote-status';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { paths } from '#config/paths.ts';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { offersMessages } from '#shared/quotes/offer-messages.ts';
import { QuoteList } from '#shared/quotes/quote-list.tsx';
import { StatusButton } from '#shared/status-button.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { adminQuotesMessages as messages } from '../admin-quotes-messages';
import { type ExportedList, useExportQuotes } from '../api/export-quotes';
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
  const [negotiation, setNegotiation] = useState<NegotiationState | null>(null);
  const quotes = useAdminQuotes(status, negotiation);
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
          <ExportButton list={status} format="csv" label={messages.exportCsv} />
          <ExportButton list={status} format="xlsx" label={messages.exportXlsx} />
          {status === 'ARCHIVED' ? (
            <>
              <ExportButton list="ORDERS" format="csv" label={offersMessages.ordersExportCsv} />
              <ExportButton list="ORDERS" format="xlsx" label={offersMessages.ordersExportXlsx} />
            </>
          ) : undefined}
        </Box>
      </Box>
      <NegotiationFilter value={negotiation} onChange={setNegotiation} />
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

type ExportButtonProps = { list: ExportedList; format: QuoteExportFormat; label: string };

/** A download of the list's quotes, or of the accepted orders, as CSV or an Excel workbook. */
function ExportButton({ list, format, label }: ExportButtonProps) {
  const download = useExportQuotes();
  return (
    <StatusButton
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon aria-hidden />}
      onClick={() => download.mutate({ list, format })}
      status={download.status}
    >
      {label}
    </StatusButton>
  );
}

/** Keeps the quotes of one negotiation state (docs/product/offers.md#negotiation-states). */
function NegotiationFilter({
  value,
  onChange,
}: {
  value: NegotiationState | null;
  onChange: (state: NegotiationState | null) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={offersMessages.negotiationFilter}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || null) as NegotiationState | null)}
      sx={{ mb: 2, minWidth: '14rem', maxWidth: '100%' }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{offersMessages.allNegotiations}</MenuItem>
      {NEGOTIATION_STATES.map((state) => (
        <MenuItem key={state} value={state}>
          {negotiationLabel(state, null)}
        </MenuItem>
      ))}
    </TextField>
  );
}
