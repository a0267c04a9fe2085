import type { ImportProgressEvent } from '@labo/domain/import-schemas';
import { Box, LinearProgress, Typography } from '@mui/material';
import { importMessages as messages } from '../import-messages';

/** Screen readers hear the progress at each quarter, not at each thousand lines. */
const ANNOUNCE_STEP_PERCENT = 25;

function percentOf(progress: ImportProgressEvent | null): number | null {
  if (!progress?.total) return null;
  return Math.min(100, Math.round((progress.read / progress.total) * 100));
}

/** What the page's live region says while the import runs: the start, then each quarter. */
export function progressAnnouncement(progress: ImportProgressEvent | null): string {
  const percent = percentOf(progress);
  if (percent === null) return messages.started;
  return messages.progressStep(Math.floor(percent / ANNOUNCE_STEP_PERCENT) * ANNOUNCE_STEP_PERCENT);
}

/**
 * "Lignes lues : X sur environ Y" and its bar (docs/product/import.md#progress), never past
 * 100 %; without a total (not counted yet), a bar that only says it works.
 */
export function ImportProgress({ progress }: { progress: ImportProgressEvent | null }) {
  const percent = percentOf(progress);
  const text = messages.progress(progress?.read ?? 0, progress?.total ?? null);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={messages.progressLabel}
        aria-valuetext={text}
        sx={{ height: 8, borderRadius: 1 }}
      />
      <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>{text}</Typography>
    </Box>
  );
}
