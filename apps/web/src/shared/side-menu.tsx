import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { panelSx } from './panel-styles';

/** An area's side menu beside its page (customer area, admin area), above it on a phone. */
export function SideMenuLayout({ menu, children }: { menu: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' },
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
      <Typography variant="h2" sx={{ fontSize: '1rem', px: 2, py: 1, color: 'text.secondary' }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

// An entry: the current page's one marked by a bar on its left, as NavLink's `active` class
// sets it.
export const sideMenuLinkSx = {
  display: 'block',
  px: 2,
  py: 1.25,
  color: 'text.primary',
  textDecoration: 'none',
  fontWeight: 600,
  borderLeft: 3,
  borderColor: 'transparent',
  '&.active': { color: 'primary.dark', borderColor: 'primary.main', bgcolor: '#EEF3F8' },
  '&:hover': { bgcolor: 'action.hover' },
} as const;
