import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Typography } from '@mui/material';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import { StatusButton } from '#shared/status-button.tsx';
import { visuallyHidden } from '#shared/visually-hidden.ts';
import type { ImportState } from '../api/upload-import';
import { importFormSchema } from '../import-form-schema';
import { importMessages as messages } from '../import-messages';
import { ImportProgress, progressAnnouncement } from './import-progress';
import { ImportReport } from './import-report';

type ImportFormProps = { state: ImportState; onStart: (file: File) => void };

/**
 * The file chooser (a CSV file) and the button, disabled until a file is chosen and busy
 * while an import runs; then the progress, the report, or why it failed.
 */
export function ImportForm({ state, onStart }: ImportFormProps) {
  // Checked as the file changes: the button waits for a chosen file.
  const form = useZodForm(importFormSchema, { mode: 'onChange' });
  const running = state.step === 'running';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(({ file }) => onStart(file))}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography>{messages.intro}</Typography>
      <FileField control={form.control} disabled={running} />
      <Box>
        <StatusButton
          type="submit"
          variant="contained"
          status={running ? 'pending' : 'idle'}
          disabled={!form.formState.isValid}
          startIcon={<UploadFileIcon aria-hidden />}
        >
          {running ? messages.sending : messages.send}
        </StatusButton>
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

type FileFieldProps = {
  control: Control<{ file: File }>;
  disabled: boolean;
};

/** The CSV file chooser: a native input, its label above it, its error below. */
function FileField({ control, disabled }: FileFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const { field, fieldState } = useController({ control, name: 'file' });
  const error = fieldState.error?.message;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 600 }}>
        {messages.fileLabel}
      </Typography>
      <Box
        component="input"
        id={inputId}
        ref={field.ref}
        name={field.name}
        type="file"
        accept=".csv,text/csv"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
          field.onChange(event.target.files?.[0] ?? null)
        }
        onBlur={field.onBlur}
        sx={{
          font: 'inherit',
          maxWidth: '100%',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      />
      {error ? (
        <Typography id={errorId} variant="body2" color="error">
          {error}
        </Typography>
      ) : undefined}
    </Box>
  );
}
