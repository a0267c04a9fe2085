import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

type Column = { label: string; align?: 'left' | 'right' };

type DataTableProps = {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column[];
  /** The body's rows. */
  children: ReactNode;
};

/**
 * The frame of a table that may scroll sideways on a narrow screen or in a dialog: a named
 * region that takes the keyboard focus, so that arrow keys can scroll it.
 */
function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </TableContainer>
  );
}

/** A dense framed table of the admin pages (users, imports): its header row, then the rows. */
export function DataTable({ label, columns, children }: DataTableProps) {
  return (
    <TableFrame label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableFrame>
  );
}
