import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { NARROW_SCREEN_MEDIA } from '#shared/media-queries.ts';

type HeaderActionLinkProps = {
  to: string;
  icon: ReactNode;
  /** Shown on wide screens; on narrow ones it stays the link's name for screen readers. */
  label: string;
  /** Overrides the name read out, when it says more than the label (the cart count). */
  accessibleName?: string;
  emphasis?: boolean;
};

/** A header button (contact, account, quote cart): icon and label, icon alone on phones. */
export function HeaderActionLink({
  to,
  icon,
  label,
  accessibleName,
  emphasis,
}: HeaderActionLinkProps) {
  return (
    <Button
      component={RouterLink}
      to={to}
      variant={emphasis ? 'contained' : 'text'}
      aria-label={accessibleName}
      startIcon={icon}
      sx={{
        minWidth: 0,
        px: 1.5,
        whiteSpace: 'nowrap',
        color: emphasis ? undefined : 'text.primary',
        '& .MuiButton-startIcon': { color: emphasis ? 'inherit' : 'primary.main' },
        [NARROW_SCREEN_MEDIA]: {
          px: 1,
          minWidth: 44,
          minHeight: 44,
          '& .MuiButton-startIcon': { m: 0 },
        },
      }}
    >
      <Box
        component="span"
        sx={{
          // Visually hidden, not display:none, so the name stays in the accessibility tree.
          [NARROW_SCREEN_MEDIA]: {
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          },
        }}
      >
        {label}
      </Box>
    </Button>
  );
}
