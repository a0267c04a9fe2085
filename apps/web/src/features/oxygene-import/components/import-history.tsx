import { formatDateTimeFr } from '@labo/domain/dates';
import type { ImportRun } from '@labo/domain/import-schemas';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Alert, TableCell, TableRow, Typography } from '@mui/material';
import { DataTable } from '#shared/data-table.tsx';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { StatusButton } from '#shared/status-button.tsx';
import { useDownloadRejectedLines } from '../api/download-rejected-lines';
import { useImportRuns } from '../api/get-import-runs';
import { importMessages as messages } from '../import-messages';

/**
 * The past imports (docs/product/import.md#import-history): date, file, administrator,
 * state, figures, why a refused one changed nothing, and its rejected lines as CSV.
 */
export function ImportHistory() {
  const runs = useImportRuns();
  if (runs.isPending) return <DelayedLoader />;
  if (runs.isError) return <Alert severity="error">{messages.historyLoadFailed}</Alert>;
  if (runs.data.length === 0) return <Typography>{messages.historyEmpty}</Typography>;
  const { columns } = messages;
  return (
    <DataTable
      label={messages.historyTitle}
      columns={[
        { label: columns.date },
        { label: columns.file },
        { label: columns.user },
        { label: columns.status },
        { label: columns.summary },
        { label: columns.reason },
      ]}
    >
      {runs.data.map((run) => (
        <ImportRunRow key={run.id} run={run} />
      ))}
    </DataTable>
  );
}

const wordsWholeSx = { minWidth: '11rem', overflowWrap: 'normal', wordBreak: 'normal' } as const;

function ImportRunRow({ run }: { run: ImportRun }) {
  const download = useDownloadRejectedLines();
  const date = formatDateTimeFr(run.started_at);
  const user = run.user
    ? `${run.user.firstName} ${run.user.lastName}`.trim() || run.user.email
    : messages.noUser;
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {date}
      </TableCell>
      {/* Broken at spaces and hyphens only, never mid-word: the table scrolls in its frame. */}
      <TableCell sx={wordsWholeSx}>{run.file_name}</TableCell>
      <TableCell sx={wordsWholeSx}>{user}</TableCell>
      <TableCell>{messages.statuses[run.status]}</TableCell>
      <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {messages.summary(run.summary)}
        {run.summary.rejected > 0 ? (
          <StatusButton
            size="small"
            status={download.status}
            startIcon={<FileDownloadOutlinedIcon aria-hidden />}
            onClick={() => download.mutate(run.id)}
            aria-label={messages.rejectedCsvOf(run.file_name, date)}
            sx={{ display: 'flex', mt: 0.5 }}
          >
            {messages.rejectedCsv}
          </StatusButton>
        ) : undefined}
      </TableCell>
      <TableCell>{run.reason ?? ''}</TableCell>
    </TableRow>
  );
}
