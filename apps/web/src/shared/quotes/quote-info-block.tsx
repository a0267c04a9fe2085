import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled part of a quote's facts; the admin page uses it for what it adds. */
export function InfoBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <Typography
        variant="h3"
        component="h3"
        sx={{ fontSize: '1rem', mb: 1, color: 'primary.dark' }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const SIDE_BY_SIDE = '@container info-list (min-width: 22rem)';

/**
 * Name and value pairs of a block (the number and date, the customer's details): each
 * name above its value in a narrow block, so that a value (an e-mail address) has the
 * block's whole width; side by side in a wide one.
 */
export function InfoList({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ containerType: 'inline-size', containerName: 'info-list' }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          columnGap: 1.5,
          '& dt': { color: 'text.secondary', fontSize: '0.8125rem' },
          '& dd': { m: 0, mb: 0.75, minWidth: 0, overflowWrap: 'break-word' },
          [SIDE_BY_SIDE]: {
            gridTemplateColumns: 'auto minmax(0, 1fr)',
            rowGap: 0.5,
            '& dt': { color: 'text.secondary', fontSize: 'inherit' },
            '& dd': { mb: 0 },
          },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
