import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled part of the dialog; the admin lists use it for what they add. */
export function InfoBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
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

/** Name and value pairs of a dialog block (the number and date, the customer's details). */
export function InfoList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 1.5,
        rowGap: 0.5,
        '& dd': { m: 0, minWidth: 0, overflowWrap: 'break-word' },
      }}
    >
      {children}
    </Box>
  );
}
