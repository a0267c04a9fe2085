import { formatDateTimeFr } from '@labo/domain/dates';
import type { ImportRun } from '@labo/domain/import-schemas';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Box, TableCell, TableRow, Typography } from '@mui/material';
import { BREAKPOINT_FULL_MENU } from '#config/ui.ts';
import { DataTable } from '#shared/data-table.tsx';
import { DelayedLoader } from '#shared/delayed-loader.tsx';
import { StatusButton } from '#shared/status-button.tsx';
import { visuallyHidden } from '#shared/visually-hidden.ts';
import { WrappableText } from '#shared/wrappable-text.tsx';
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
    <Box sx={stackedRowsSx}>
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
    </Box>
  );
}

const wordsWholeSx = { minWidth: '11rem', overflowWrap: 'normal', wordBreak: 'normal' } as const;

/**
 * Below the width where its six columns fit beside the admin menu, each run is a block of
 * labelled lines instead of a squeezed row (docs/product/import.md#import-history): the
 * header row is left to screen readers, each cell shows its column's name before it.
 */
const STACKED_MEDIA = `@media (max-width: ${BREAKPOINT_FULL_MENU - 0.02}px)`;
const stackedRowsSx = {
  [STACKED_MEDIA]: {
    '& thead': visuallyHidden,
    '& table, & tbody, & tr': { display: 'block' },
    '& tr': { py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { border: 0 } },
    '& td': {
      display: 'grid',
      gridTemplateColumns: 'minmax(7rem, 30%) minmax(0, 1fr)',
      columnGap: 1.5,
      border: 0,
      py: 0.5,
      minWidth: 0,
      '&::before': { content: 'attr(data-label)', fontWeight: 600 },
      '&:empty': { display: 'none' },
    },
  },
} as const;

function ImportRunRow({ run }: { run: ImportRun }) {
  const { columns } = messages;
  const download = useDownloadRejectedLines();
  const date = formatDateTimeFr(run.started_at);
  const user = run.user
    ? `${run.user.firstName} ${run.user.lastName}`.trim() || run.user.email
    : messages.noUser;
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell data-label={columns.date} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        <span style={{ whiteSpace: 'nowrap' }}>{date}</span>
      </TableCell>
      {/* Broken at spaces, hyphens, an "@" or dots only, never mid-word. */}
      <TableCell data-label={columns.file} sx={wordsWholeSx}>
        <WrappableText text={run.file_name} />
      </TableCell>
      <TableCell data-label={columns.user} sx={wordsWholeSx}>
        <WrappableText text={user} />
      </TableCell>
      <TableCell data-label={columns.status}>{messages.statuses[run.status]}</TableCell>
      <TableCell data-label={columns.summary} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        <div>
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
        </div>
      </TableCell>
      {run.reason ? <TableCell data-label={columns.reason}>{run.reason}</TableCell> : <TableCell />}
    </TableRow>
  );
}
