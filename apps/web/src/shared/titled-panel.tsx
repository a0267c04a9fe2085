import { Box, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { panelSx } from './panel-styles';

type TitledPanelProps = {
  title: ReactNode;
  children: ReactNode;
};

/**
 * A boxed section of a page with its own heading (the cart's quick add and totals, the
 * validation steps), named by that heading for assistive technologies.
 */
export function TitledPanel({ title, children }: TitledPanelProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ ...panelSx, p: { xs: 2, md: 2.5 } }}>
      <Typography id={titleId} variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
