import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { HydrateInTurn } from '#shared/server-render/hydrate-in-turn.tsx';

export type ChipLink = { id: number; label: string; href: string; current?: boolean };

/**
 * A row of rounded links to the levels below (or beside) a catalogue page, taken over in a
 * turn of its own (docs/decisions/027-server-rendering.md).
 */
export function LinkChips({ label, links }: { label: string; links: readonly ChipLink[] }) {
  if (links.length === 0) return null;
  return (
    <HydrateInTurn>
      <Box component="nav" aria-label={label}>
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {links.map((link) => (
            <li key={link.id}>
              <Link
                component={RouterLink}
                to={link.href}
                underline="none"
                aria-current={link.current ? 'page' : undefined}
                sx={{
                  display: 'inline-block',
                  px: 1.5,
                  py: 0.5,
                  border: 1,
                  borderRadius: 999,
                  fontSize: '0.875rem',
                  fontWeight: 600,
                  borderColor: link.current ? 'primary.main' : 'divider',
                  bgcolor: link.current ? 'primary.main' : 'background.paper',
                  color: link.current ? 'primary.contrastText' : 'primary.dark',
                  '&:hover': { borderColor: 'primary.main' },
                }}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </HydrateInTurn>
  );
}
