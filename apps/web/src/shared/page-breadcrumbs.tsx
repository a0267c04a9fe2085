import { Breadcrumbs } from '@mui/material';
import type { ReactNode } from 'react';
import { HydrateInTurn } from './server-render/hydrate-in-turn';

/**
 * The trail above catalogue and article pages. Its links stay at least 24 px tall
 * (WCAG 2.2 target size) when the small text wraps onto several lines on a phone. Taken over
 * in a turn of its own, like the parts of the page after it
 * (docs/decisions/027-server-rendering.md).
 */
export function PageBreadcrumbs({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HydrateInTurn>
      <Breadcrumbs
        aria-label={label}
        sx={{
          mb: 2,
          fontSize: '0.875rem',
          '& a, & [aria-current]': { display: 'inline-flex', alignItems: 'center', minHeight: 24 },
        }}
      >
        {children}
      </Breadcrumbs>
    </HydrateInTurn>
  );
}
