import { Alert, Box } from '@mui/material';
import type { ImportState } from '../api/upload-import';
import { ImportCheckReport } from './import-check';
import { ImportProgress } from './import-progress';
import { ImportReport } from './import-report';
import { useFocusOnMount } from './use-focus-on-mount';

type ImportOutcomeProps = { state: ImportState; onConfirm: () => void; onCancel: () => void };

/** Where the check or the import stands: its progress, its report, or why it stopped. */
export function ImportOutcome({ state, onConfirm, onCancel }: ImportOutcomeProps) {
  switch (state.step) {
    case 'checking':
      return <ImportProgress progress={state.progress} />;
    case 'checked':
    case 'importing':
      // One tree for both: the check stays, its button busy and focused, while the import runs.
      return (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ImportCheckReport
            check={state.check}
            importing={state.step === 'importing'}
            onConfirm={onConfirm}
            onCancel={onCancel}
          />
          {state.step === 'importing' ? <ImportProgress progress={state.progress} /> : undefined}
        </Box>
      );
    case 'done':
      return <ImportReport lines={state.lines} />;
    case 'refused':
    case 'failed':
      return <ImportStopped message={state.message} />;
    default:
      return undefined;
  }
}

/**
 * A refused file ("Import refusé : " and why, from the server) or a failed upload, said at
 * once and given the focus.
 */
function ImportStopped({ message }: { message: string }) {
  const alert = useFocusOnMount<HTMLDivElement>();
  return (
    <Alert
      ref={alert}
      tabIndex={-1}
      severity="error"
      role="alert"
      sx={{ overflowWrap: 'break-word' }}
    >
      {message}
    </Alert>
  );
}
