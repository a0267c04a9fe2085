import { Box, Typography } from '@mui/material';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { DelayedLoader } from '../delayed-loader';
import { panelSx } from '../panel-styles';

type FormCardProps = {
  title: string;
  /** Moves the focus to the title when the card appears (a view replacing another). */
  focusTitle?: boolean;
  children: ReactNode;
};

/**
 * A narrow boxed form under its page heading (login, account creation, password reset):
 * the heading takes the focus when the view changes, so a keyboard or screen-reader user
 * hears where they are.
 */
export function FormCard({ title, focusTitle = false, children }: FormCardProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <Box sx={{ maxWidth: 520, mx: 'auto' }}>
      <Typography
        ref={titleRef}
        tabIndex={-1}
        variant="h1"
        sx={{ mb: { xs: 2, md: 3 }, outline: 'none' }}
      >
        {title}
      </Typography>
      <Box sx={{ ...panelSx, p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>{children}</Box>
    </Box>
  );
}

/** The loading view of a form card: its title, then the delayed loader saying what runs. */
export function LoadingFormCard({ title, label }: { title: string; label: string }) {
  return (
    <FormCard title={title}>
      <Box sx={{ minHeight: 120 }}>
        <DelayedLoader label={label} />
      </Box>
    </FormCard>
  );
}
