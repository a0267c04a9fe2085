import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { NARROW_SCREEN_MEDIA } from '#shared/media-queries.ts';
import { visuallyHidden } from '#shared/visually-hidden.ts';

type HeaderActionLinkProps = {
  to: string;
  icon: ReactNode;
  /** Shown on wide screens; on narrow ones it stays the link's name for screen readers. */
  label: string;
  /** Shown after the label on every screen (the cart's count). */
  after?: ReactNode;
  /** Read after the rest, never shown: it completes the name ("4" → "4 articles"). */
  hiddenSuffix?: string;
  emphasis?: boolean;
  /** The icon alone on every screen, the label then a tooltip (the admin button). */
  iconOnly?: boolean;
};

/** The width of a button showing its icon alone, the phones' touch target. */
export const HEADER_ICON_BUTTON_WIDTH = 44;

/**
 * A header button (contact, account, quote cart): icon and label, icon alone on phones.
 * Its name is its content, so it always holds the words shown
 * (docs/product/look-and-feel.md#label-in-name).
 */
export function HeaderActionLink({
  to,
  icon,
  label,
  after,
  hiddenSuffix,
  emphasis,
  iconOnly,
}: HeaderActionLinkProps) {
  return (
    <Button
      component={RouterLink}
      to={to}
      variant={emphasis ? 'contained' : 'text'}
      startIcon={icon}
      title={iconOnly ? label : undefined}
      sx={{
        minWidth: 0,
        px: 1.5,
        gap: 1,
        whiteSpace: 'nowrap',
        color: emphasis ? undefined : 'text.primary',
        '& .MuiButton-startIcon': { m: 0, color: emphasis ? 'inherit' : 'primary.main' },
        [NARROW_SCREEN_MEDIA]: {
          px: 1,
          gap: 0.5,
          minWidth: HEADER_ICON_BUTTON_WIDTH,
          minHeight: 40,
        },
        ...(iconOnly ? { width: HEADER_ICON_BUTTON_WIDTH, px: 0, flexShrink: 0 } : {}),
      }}
    >
      {/* Visually hidden on phones, not display:none, so the name stays. */}
      <Box
        component="span"
        sx={iconOnly ? visuallyHidden : { [NARROW_SCREEN_MEDIA]: visuallyHidden }}
      >
        {label}
      </Box>
      {after}
      {hiddenSuffix ? (
        <Box component="span" sx={visuallyHidden}>
          {hiddenSuffix}
        </Box>
      ) : null}
    </Button>
  );
}
