import { formatDateTimeFr } from '@labo/domain/dates';
import type { ImportRun } from '@labo/domain/import-schemas';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Box, TableCell, TableRow, Typography } from '@mui/material';
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
 * state with why a refused one changed nothing, figures, and its rejected lines as CSV.
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
        ]}
      >
        {runs.data.map((run) => (
          <ImportRunRow key={run.id} run={run} />
        ))}
      </DataTable>
    </Box>
  );
}

const wordsWholeSx = { minWidth: '8rem', overflowWrap: 'normal', wordBreak: 'normal' } as const;

/**
 * Where the history's own box is too narrow for its five columns (a phone, a tablet, a
 * laptop beside the admin menu), each run is a block of labelled lines instead of a squeezed
 * row (docs/product/import.md#import-history): the header row is left to screen readers, each
 * cell shows its column's name before it. The box's width decides, not the window's.
 */
const STACKED_QUERY = '@container import-history (max-width: 47.99rem)';
const stackedRowsSx = {
  containerType: 'inline-size',
  containerName: 'import-history',
  [STACKED_QUERY]: {
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
        {date}
      </TableCell>
      {/* Broken at spaces, hyphens, an "@" or dots only, never mid-word. */}
      <TableCell data-label={columns.file} sx={wordsWholeSx}>
        <WrappableText text={run.file_name} />
      </TableCell>
      <TableCell data-label={columns.user} sx={wordsWholeSx}>
        <WrappableText text={user} />
      </TableCell>
      <TableCell data-label={columns.status}>
        {messages.statuses[run.status]}
        {run.reason ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            <Box component="span" sx={visuallyHidden}>
              {`${columns.reason} : `}
            </Box>
            {run.reason}
          </Typography>
        ) : undefined}
      </TableCell>
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
    </TableRow>
  );
}
