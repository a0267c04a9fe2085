// The header of the list tables (articles, quotes): it stays at the top of its scroll area.

export const stickyTableHeadSx = {
  position: 'sticky',
  top: 0,
  zIndex: 2,
  bgcolor: '#EEF3F8',
} as const;

/** The header row: the columns of the rows below, `height` high. */
export function tableHeaderRowSx(gridTemplateColumns: string, height: number) {
  return {
    display: 'grid',
    gridTemplateColumns,
    alignItems: 'center',
    height,
    boxSizing: 'border-box',
    borderBottom: 1,
    borderColor: 'divider',
  } as const;
}
