import { Box } from '@mui/material';
import { visuallyHidden } from '#shared/visually-hidden.ts';

/**
 * Words read after a control's visible ones (docs/product/look-and-feel.md#label-in-name).
 * The space stays outside the hidden span: a name is computed from each part trimmed.
 */
export function HiddenText({ children }: { children: string }) {
  return (
    <>
      {' '}
      <Box component="span" sx={visuallyHidden}>
        {children}
      </Box>
    </>
  );
}
