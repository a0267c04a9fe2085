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

/** A dense framed table of the admin pages (users, imports): its header row, then the rows. */
export function DataTable({ label, columns, children }: DataTableProps) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
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
    </TableContainer>
  );
}
