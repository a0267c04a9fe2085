import type { CSSObject, Theme } from '@mui/material/styles';

// Native inputs and selects styled like the theme's small outlined fields. The MUI
// TextField would bring its Select, Menu, Popover and Modal into every page with an
// article list for two plain controls (docs/performance.md#muis-textfield-on-list-pages).
// Plain CSS of the theme, so that the same rules serve an `sx` callback and the article
// stylesheet (article-styles.tsx).

function fieldCss(theme: Theme): CSSObject {
  const { palette } = theme;
  return {
    boxSizing: 'border-box',
    height: 40,
    padding: theme.spacing(0, 1),
    font: 'inherit',
    fontSize: '0.9375rem',
    color: palette.text.primary,
    backgroundColor: palette.background.paper,
    border: '1px solid rgba(31, 41, 51, 0.3)',
    // A string: inside `sx`, a bare number is a multiple of the theme's radius.
    borderRadius: `${theme.shape.borderRadius}px`,
    transition: 'border-color 120ms',
    '&:hover': { borderColor: palette.text.primary },
    '&:focus-visible': {
      outline: `2px solid ${palette.primary.main}`,
      outlineOffset: 0,
      borderColor: palette.primary.main,
    },
    '&[aria-invalid="true"]': { borderColor: palette.error.main, borderWidth: 2 },
  };
}

export function numberFieldCss(theme: Theme): CSSObject {
  return { ...fieldCss(theme), textAlign: 'right', fontVariantNumeric: 'tabular-nums' };
}

export function selectFieldCss(theme: Theme): CSSObject {
  return {
    ...fieldCss(theme),
    paddingRight: theme.spacing(4),
    appearance: 'none',
    cursor: 'pointer',
  };
}

export function fieldLabelCss(theme: Theme): CSSObject {
  return { fontSize: '0.8125rem', fontWeight: 600, color: theme.palette.text.secondary };
}
