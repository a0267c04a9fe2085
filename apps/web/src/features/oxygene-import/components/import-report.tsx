import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { importMessages as messages } from '../import-messages';

/** The answer's lines (docs/product/import.md#the-answer), one list item each. */
export function ImportReport({ lines }: { lines: readonly string[] }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h3" component="h3" sx={{ mb: 1 }}>
        {messages.reportTitle}
      </Typography>
      <Box
        component="ul"
        sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5, fontVariantNumeric: 'tabular-nums' }}
      >
        {lines.map((line, index) => (
          // Lines may repeat; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
          <li key={index}>{line}</li>
        ))}
      </Box>
    </Box>
  );
}
