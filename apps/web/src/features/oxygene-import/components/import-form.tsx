import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import { StatusButton } from '#shared/status-button.tsx';
import { visuallyHidden } from '#shared/visually-hidden.ts';
import type { ImportState } from '../api/upload-import';
import { importFormSchema } from '../import-form-schema';
import { importMessages as messages } from '../import-messages';
import { progressAnnouncement } from './import-progress';

type ImportFormProps = {
  state: ImportState;
  onCheck: (file: File) => void;
  /** Another file chosen: what was checked no longer holds. */
  onFileChange: () => void;
};

/**
 * The file chooser (a CSV file) and the check button, disabled until a file is chosen and
 * busy while the file is read (docs/product/import.md#import-page).
 */
export function ImportForm({ state, onCheck, onFileChange }: ImportFormProps) {
  // Checked as the file changes: the button waits for a chosen file.
  const form = useZodForm(importFormSchema, { mode: 'onChange' });
  const busy = state.step === 'checking' || state.step === 'importing';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(({ file }) => onCheck(file))}
      sx={{ display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Typography>{messages.intro}</Typography>
      <FileField control={form.control} disabled={busy} onChange={onFileChange} />
      <Box>
        <StatusButton
          type="submit"
          variant="contained"
          status={state.step === 'checking' ? 'pending' : 'idle'}
          disabled={!form.formState.isValid || state.step === 'importing'}
          startIcon={<FactCheckOutlinedIcon aria-hidden />}
        >
          {state.step === 'checking' ? messages.checking : messages.check}
        </StatusButton>
      </Box>
      {/* Always there, so that screen readers hear its changes (a failure is an alert). */}
      <Box role="status" sx={visuallyHidden}>
        {announcement(state)}
      </Box>
    </Box>
  );
}

function announcement(state: ImportState): string {
  if (state.step === 'checking' || state.step === 'importing') {
    return progressAnnouncement(state.progress);
  }
  if (state.step === 'checked') return messages.checkReady;
  if (state.step === 'done') return messages.reportReady;
  return '';
}

type FileFieldProps = {
  control: Control<{ file: File }>;
  disabled: boolean;
  onChange: () => void;
};

/** The CSV file chooser: a native input, its label above it, its error below. */
function FileField({ control, disabled, onChange }: FileFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const { field, fieldState } = useController({ control, name: 'file' });
  const error = fieldState.error?.message;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
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
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          field.onChange(event.target.files?.[0] ?? null);
          onChange();
        }}
        onBlur={field.onBlur}
        sx={{
          font: 'inherit',
          maxWidth: '100%',
          minWidth: 0,
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
