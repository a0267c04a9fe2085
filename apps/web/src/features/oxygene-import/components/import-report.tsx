import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { importMessages as messages } from '../import-messages';
import { useFocusOnMount } from './use-focus-on-mount';

/** The answer's lines (docs/product/import.md#the-answer), one list item each. */
export function ReportLines({ lines }: { lines: readonly string[] }) {
  return (
    <Box
      component="ul"
      sx={{
        m: 0,
        pl: 3,
        display: 'grid',
        gap: 0.5,
        fontVariantNumeric: 'tabular-nums',
        overflowWrap: 'break-word',
      }}
    >
      {lines.map((line, index) => (
        // Lines may repeat; their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
        <li key={index}>{line}</li>
      ))}
    </Box>
  );
}

/** The import's report, whose title takes the focus when it shows. */
export function ImportReport({ lines }: { lines: readonly string[] }) {
  const titleId = useId();
  const title = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography ref={title} tabIndex={-1} id={titleId} variant="h3" component="h3" sx={{ mb: 1 }}>
        {messages.reportTitle}
      </Typography>
      <ReportLines lines={lines} />
    </Box>
  );
}
