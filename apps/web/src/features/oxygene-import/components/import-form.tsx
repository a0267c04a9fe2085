import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { visuallyHidden } from '#shared/visually-hidden.ts';
import { importMessages as messages } from '../import-messages';
import type { ImportState } from '../use-import-upload';
import { ImportProgress, progressAnnouncement } from './import-progress';
import { ImportReport } from './import-report';

type ImportFormProps = { state: ImportState; onStart: (file: File) => void };

/**
 * The file chooser (a CSV file) and the button, disabled until a file is chosen and while
 * an import runs; then the progress, the report, or why it failed.
 */
export function ImportForm({ state, onStart }: ImportFormProps) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const running = state.step === 'running';
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (file) onStart(file);
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography>{messages.intro}</Typography>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 600 }}>
          {messages.fileLabel}
        </Typography>
        <Box
          component="input"
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          disabled={running}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
            setFile(event.target.files?.[0] ?? null)
          }
          sx={{
            font: 'inherit',
            maxWidth: '100%',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        />
      </Box>
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={!file || running}
          startIcon={<UploadFileIcon aria-hidden />}
        >
          {running ? messages.sending : messages.send}
        </Button>
      </Box>
      {/* Always there, so that screen readers hear its changes (a failure is an alert). */}
      <Box role="status" sx={visuallyHidden}>
        {state.step === 'running'
          ? progressAnnouncement(state.progress)
          : state.step === 'done'
            ? messages.reportReady
            : ''}
      </Box>
      {state.step === 'running' ? <ImportProgress progress={state.progress} /> : undefined}
      {state.step === 'failed' ? (
        <Alert severity="error" role="alert">
          {state.message}
        </Alert>
      ) : undefined}
      {state.step === 'done' ? <ImportReport lines={state.lines} /> : undefined}
    </Box>
  );
}
