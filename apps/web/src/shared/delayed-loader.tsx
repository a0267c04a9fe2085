import { LOADING } from '@labo/domain/messages';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';

/** Fast answers must not flash a loader (docs/product/look-and-feel.md#loading-states). */
const LOADER_DELAY_MS = 300;

type DelayedLoaderProps = {
  delayMs?: number;
  label?: string;
};

/**
 * The generic "Chargement en cours" loader (docs/product/catalogue.md#page-shell), shown
 * only once `delayMs` has passed.
 */
export function DelayedLoader({ delayMs = LOADER_DELAY_MS, label = LOADING }: DelayedLoaderProps) {
  const [visible, setVisible] = useState(delayMs <= 0);

  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = window.setTimeout(() => setVisible(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);

  if (!visible) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
