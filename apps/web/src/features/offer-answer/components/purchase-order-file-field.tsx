import { formatFileSizeFr } from '@labo/domain/file-size';
import { Box, Button, Typography } from '@mui/material';
import { useId, useRef } from 'react';
import { offersMessages as messages } from '#shared/quotes/offer-messages.ts';
import { PdfFileButton } from './pdf-file-button';

type PurchaseOrderFileFieldProps = {
  file: File | null;
  onChange: (file: File | null) => void;
};

/**
 * "Joindre le bon de commande (PDF)" in the acceptance form
 * (docs/product/offers.md#buyer-answer): optional, its limit said under it, the chosen
 * file's name and size shown with a way to take it back.
 */
export function PurchaseOrderFileField({ file, onChange }: PurchaseOrderFileFieldProps) {
  const labelId = useId();
  const hintId = useId();
  const group = useRef<HTMLDivElement>(null);
  return (
    <Box
      ref={group}
      role="group"
      aria-labelledby={labelId}
      tabIndex={-1}
      sx={{ display: 'grid', gap: 1, outline: 'none' }}
    >
      <Typography id={labelId} sx={{ fontWeight: 600 }}>
        {messages.documentField}
      </Typography>
      <PdfFileButton
        label={messages.chooseFile}
        status="idle"
        describedBy={hintId}
        onFile={onChange}
      />
      <Typography id={hintId} variant="body2" color="text.secondary">
        {messages.documentHint}
      </Typography>
      {file ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {messages.chosenFile(file.name, formatFileSizeFr(file.size))}
          </Typography>
          <Button
            size="small"
            onClick={() => {
              onChange(null);
              // The button pressed is gone: the focus goes back to the field's group.
              group.current?.focus();
            }}
          >
            {messages.removeFile}
          </Button>
        </Box>
      ) : undefined}
    </Box>
  );
}
