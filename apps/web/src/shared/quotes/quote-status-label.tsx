import type { PipeStatus } from '@labo/domain/quote-status';
import { pipeStatusDisplay } from '@labo/domain/quote-status';
import { Box } from '@mui/material';

/** A quote's status: its coloured dot and its label (docs/product/admin.md#quote-statuses). */
export function QuoteStatusLabel({ status }: { status: PipeStatus }) {
  const { label, colour } = pipeStatusDisplay(status);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: colour,
          border: 1,
          borderColor: 'rgba(0, 0, 0, 0.25)',
          flexShrink: 0,
        }}
      />
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}
      </Box>
    </Box>
  );
}
