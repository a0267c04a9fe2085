// The boxed look of page sections: paper on the page background, a thin border.
export const panelSx = {
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
} as const;

/** A panel that points at the company's contact details: the brand's accent on its left. */
export const accentPanelSx = {
  ...panelSx,
  borderLeft: 4,
  borderLeftColor: 'secondary.main',
} as const;
