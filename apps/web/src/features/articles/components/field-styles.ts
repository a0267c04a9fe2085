// Native inputs and selects styled like the theme's small outlined fields. The MUI
// TextField would bring its Select, Menu, Popover and Modal into every page with an
// article list (about 30 kB compressed) for two plain controls.

const fieldBase = {
  boxSizing: 'border-box',
  height: 40,
  px: 1,
  font: 'inherit',
  fontSize: '0.9375rem',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'rgba(31, 41, 51, 0.3)',
  borderRadius: 1,
  transition: 'border-color 120ms',
  '&:hover': { borderColor: 'text.primary' },
  '&:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: 0,
    borderColor: 'primary.main',
  },
  '&[aria-invalid="true"]': { borderColor: 'error.main', borderWidth: 2 },
} as const;

export const numberFieldSx = {
  ...fieldBase,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
} as const;

export const selectFieldSx = {
  ...fieldBase,
  pr: 4,
  appearance: 'none',
  cursor: 'pointer',
} as const;

export const fieldLabelSx = {
  fontSize: '0.8125rem',
  fontWeight: 600,
  color: 'text.secondary',
} as const;
