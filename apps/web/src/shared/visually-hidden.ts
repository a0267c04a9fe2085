/**
 * Read by screen readers, not shown: the usual clip pattern. Sizes are strings because
 * MUI's sx reads a bare 1 as 100 % and a bare -1 as a theme spacing.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
