import { Breadcrumbs } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The trail above catalogue and article pages. Its links stay at least 24 px tall
 * (WCAG 2.2 target size) when the small text wraps onto several lines on a phone.
 */
export function PageBreadcrumbs({ label, children }: { label: string; children: ReactNode }) {
  return (
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
  );
}
