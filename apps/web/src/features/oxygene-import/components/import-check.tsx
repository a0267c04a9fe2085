import type { ImportCheck } from '@labo/domain/import-schemas';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useId } from 'react';
import { FormTextField } from '#shared/forms/form-text-field.tsx';
import { useZodForm } from '#shared/forms/use-zod-form.ts';
import { StatusButton } from '#shared/status-button.tsx';
import { formatWithdrawn, typedConfirmationSchema } from '../import-confirmation-schema';
import { importMessages as messages } from '../import-messages';
import { ReportLines } from './import-report';
import { useFocusOnMount } from './use-focus-on-mount';

type ImportCheckProps = {
  check: ImportCheck;
  /** The confirmed import runs: its button says so and keeps the focus. */
  importing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The check's report (docs/product/import.md#check-before-import), which takes the focus, its
 * warnings in red, and the confirmation: a press, or the number withdrawn typed when warned.
 */
export function ImportCheckReport({ check, importing, onConfirm, onCancel }: ImportCheckProps) {
  const titleId = useId();
  const title = useFocusOnMount<HTMLHeadingElement>();
  const warned = check.caution.length > 0;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography ref={title} tabIndex={-1} id={titleId} variant="h3" component="h3">
        {messages.checkTitle}
      </Typography>
      {warned ? (
        <Alert severity="error" sx={{ overflowWrap: 'break-word' }}>
          {check.caution.map((sentence) => (
            <Typography key={sentence} sx={{ fontWeight: 600 }}>
              {sentence}
            </Typography>
          ))}
        </Alert>
      ) : (
        <Typography>{messages.checkPlain}</Typography>
      )}
      <ReportLines lines={check.lines} />
      {warned ? (
        <TypedConfirmation
          withdrawn={check.summary.withdrawn}
          importing={importing}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      ) : (
        <ConfirmButtons importing={importing} onCancel={onCancel} onConfirm={onConfirm} />
      )}
    </Box>
  );
}

type TypedConfirmationProps = {
  withdrawn: number;
  importing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The number of withdrawn articles, typed before a risky import; another number imports nothing. */
function TypedConfirmation({ withdrawn, importing, onConfirm, onCancel }: TypedConfirmationProps) {
  const form = useZodForm(typedConfirmationSchema(withdrawn), { defaultValues: { typed: '' } });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(() => onConfirm())}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <FormTextField
        control={form.control}
        name="typed"
        label={messages.confirmLabel(formatWithdrawn(withdrawn))}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { sx: labelWrapSx } }}
        sx={{ maxWidth: 480 }}
      />
      <ConfirmButtons importing={importing} onCancel={onCancel} submit />
    </Box>
  );
}

/** A long label wraps inside its field instead of being cut with an ellipsis. */
const labelWrapSx = {
  whiteSpace: 'normal',
  position: 'relative',
  transform: 'none',
  mb: 0.5,
  '& + .MuiInputBase-root legend': { display: 'none' },
} as const;

type ConfirmButtonsProps = { importing: boolean; onCancel: () => void } & (
  | { submit: true; onConfirm?: undefined }
  | { submit?: false; onConfirm: () => void }
);

function ConfirmButtons({ importing, onCancel, onConfirm, submit }: ConfirmButtonsProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <StatusButton
        type={submit ? 'submit' : 'button'}
        variant="contained"
        status={importing ? 'pending' : 'idle'}
        onClick={onConfirm}
        startIcon={<UploadFileIcon aria-hidden />}
      >
        {importing ? messages.importing : messages.confirm}
      </StatusButton>
      <Button type="button" onClick={onCancel} disabled={importing}>
        {messages.cancel}
      </Button>
    </Box>
  );
}
