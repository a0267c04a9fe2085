import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { panelSx } from './panel-styles';

/**
 * An area's side menu beside its page (customer area, admin area); above it on a phone and a
 * tablet, its entries as a few rows of buttons, so that the page itself starts on the first
 * screen (docs/product/look-and-feel.md#widths).
 */
export function SideMenuLayout({ menu, children }: { menu: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      {menu}
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/** The menu: a named navigation landmark, the area's title, its entries as a list. */
export function SideMenu({
  label,
  title,
  children,
}: {
  label: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box component="nav" aria-label={label} sx={{ ...panelSx, py: 1 }}>
      <Typography
        variant="h2"
        sx={{ fontSize: '1rem', px: 2, py: { xs: 0.5, md: 1 }, color: 'text.secondary' }}
      >
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: { xs: 'flex', md: 'block' },
          flexWrap: 'wrap',
          gap: 1,
          px: { xs: 2, md: 0 },
          pb: { xs: 1, md: 0 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

// An entry: beside the page, a line whose current one is marked by a bar on its left, as
// NavLink's `active` class sets it; above the page, a rounded button, the current one filled.
export const sideMenuLinkSx = {
  display: 'block',
  px: { xs: 1.5, md: 2 },
  py: { xs: 0.5, md: 1.25 },
  fontSize: { xs: '0.875rem', md: '1rem' },
  color: 'text.primary',
  textDecoration: 'none',
  fontWeight: 600,
  border: { xs: 1, md: 0 },
  borderLeft: { md: 3 },
  borderRadius: { xs: 4, md: 0 },
  borderColor: { xs: 'divider', md: 'transparent' },
  '&.active': { color: 'primary.dark', borderColor: 'primary.main', bgcolor: '#EEF3F8' },
  '&:hover': { bgcolor: 'action.hover' },
} as const;
